// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS } from '@carrier/shared/self-service';
import { militaryPagePath } from './military-page-path.ts';
import { track } from './track.ts';

const w = window as unknown as { dataLayer?: unknown };

afterEach(() => {
  delete w.dataLayer;
  vi.restoreAllMocks();
});

describe('analytics (000 §2, §9)', () => {
  it('pushes events and page views onto the dataLayer, creating it when absent', () => {
    track({ event: 'formEvent', eventCode: ANALYTICS_EVENTS.waiverSubmit, eventAction: 'submit', formName: 'waiver' });
    track({ event: 'virtualPageView', pagePath: militaryPagePath('cancel', 1) });
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

  it.each([
    ['cancel', 0, '/military-cancel-service'],
    ['cancel', 1, '/military-cancel-service/hold-unlock-options'],
    ['cancel', 2, '/military-cancel-service/member-info'],
    ['cancel', 3, '/military-cancel-service/review-terms'],
    ['cancel', 4, '/military-cancel-service/success'],
    ['restore', 0, '/military-restore-service'],
    ['restore', 3, '/military-restore-service/review-terms'],
    ['restore', 4, '/military-restore-service/success'],
  ] as const)('%s step %i has the virtual path %s', (type, step, path) => {
    expect(militaryPagePath(type, step)).toBe(path);
  });

});
