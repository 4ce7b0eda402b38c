// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS } from '@carrier/shared/self-service';
import { track } from './track.ts';

const w = window as unknown as { dataLayer?: unknown };

afterEach(() => {
  delete w.dataLayer;
  vi.restoreAllMocks();
});

describe('analytics (000 §9)', () => {
  it('pushes events and page views onto the dataLayer, creating it when absent', () => {
    track({ event: 'formEvent', eventCode: ANALYTICS_EVENTS.waiverSubmit, eventAction: 'submit', formName: 'waiver' });
    track({ event: 'virtualPageView', pagePath: '/military-cancel-service/hold-unlock-options' });
    expect(w.dataLayer).toEqual([
      { event: 'formEvent', eventCode: 'UF_Waiver_Request_Submit', eventAction: 'submit', formName: 'waiver' },
      { event: 'virtualPageView', pagePath: '/military-cancel-service/hold-unlock-options' },
    ]);
  });

  it('keeps an existing dataLayer', () => {
    w.dataLayer = [{ event: 'gtm.js' }];
    track({ event: 'virtualPageView', pagePath: '/x' });
    expect(w.dataLayer).toHaveLength(2);
  });

  it('never throws when the dataLayer is broken', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    w.dataLayer = [];
    (w.dataLayer as unknown[]).push = () => {
      throw new Error('tag manager crashed');
    };
    expect(() => track({ event: 'virtualPageView', pagePath: '/x' })).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });
});
