// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { PageDocument } from '@carrier/shared/content';
import { PagePanels } from './PagePanels.tsx';
import { renderContent } from '../../test/render-site.tsx';
import { componentFor, panelFor } from './registry.ts';
import { LATER_COMPONENT_TYPES } from './later-component-types.ts';
import { GenericStacker } from './GenericStacker.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const page = (panels: PageDocument['panels']): PageDocument => ({ path: '/', locale: 'en-us', title: 'T', panels });

describe('002 §2.11 registry coverage', () => {
  it('knows every component type of §2.11 and every panel type', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const built = [
      'linkFarm',
      'tabs',
      'microBanner',
      'accordion',
      'textBlock',
      'heroPanel',
      'flexCards',
      'headband',
      'supportPanel',
      'howTo',
      'tablePanel',
      'jumpLinks',
      'genericForm',
      'signatureMultiFanLander',
      'signatureProgramPanel',
      'inCarWifiPanel',
      'signatureFanProfileTool',
      'fanAutomationForm',
      'verificationPanel',
    ];
    for (const t of [...built, ...LATER_COMPONENT_TYPES]) expect(componentFor(t), t).not.toBeNull();
    expect(warn).not.toHaveBeenCalled();
    for (const t of ['timer', 'seo', 'hero', 'benefits', 'marketingContentBlock']) expect(panelFor(t)).toBeTruthy();
    expect(panelFor('benefits')).not.toBe(GenericStacker);
  });

  it('a later type says so in development', () => {
    renderContent(
      <PagePanels
        document={page([{ type: 'stack', props: {}, components: [{ type: 'planCalculator', props: {} }] }])}
      />,
    );
    expect(screen.getByText(/Placeholder for the “planCalculator” component/)).toBeTruthy();
  });

  it('a later type renders nothing in production, and its siblings still render', () => {
    vi.stubEnv('DEV', false);
    try {
      const { container } = renderContent(
        <PagePanels
          document={page([
            {
              type: 'stack',
              props: {},
              components: [
                { type: 'planCalculator', props: {} },
                { type: 'textBlock', props: { paragraphs: ['Still here'] } },
              ],
            },
          ])}
        />,
      );
      expect(screen.queryByText(/Placeholder/)).toBeNull();
      expect(container.querySelector('[data-placeholder]')).toBeNull();
      expect(screen.getByText('Still here')).toBeTruthy();
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('renders the presentational types from content', () => {
    renderContent(
      <PagePanels
        document={page([
          {
            type: 'stack',
            props: {},
            components: [
              { type: 'accordion', props: { items: [{ title: 'Q1', body: 'A1' }] } },
              {
                type: 'tabs',
                props: {
                  label: 'Plans',
                  tabs: [
                    { name: 'One', paragraphs: ['First tab'] },
                    { name: 'Two', paragraphs: ['Second tab'], default: true },
                  ],
                },
              },
              {
                type: 'tablePanel',
                props: { caption: 'Prices', columns: ['Plan', 'Price'], rows: [['Basic', '$30']] },
              },
              { type: 'howTo', props: { heading: 'How to switch', steps: [{ title: 'Order a SIM' }] } },
            ],
          },
        ])}
      />,
    );
    expect(screen.getByRole('button', { name: 'Q1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Two' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'One' }));
    expect(screen.getByText('First tab')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Prices' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Order a SIM' })).toBeTruthy();
  });

  it('a timer panel shows its components only inside its window', () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 60_000).toISOString();
    const text = (t: string) => ({ type: 'textBlock', props: { paragraphs: [t] } });
    renderContent(
      <PagePanels
        document={page([
          { type: 'timer', props: { endsAt: past }, components: [text('Expired offer')] },
          { type: 'timer', props: { startsAt: past, endsAt: future }, components: [text('Live offer')] },
          { type: 'timer', props: { startsAt: future }, components: [text('Coming soon')] },
        ])}
      />,
    );
    expect(screen.queryByText('Expired offer')).toBeNull();
    expect(screen.getByText('Live offer')).toBeTruthy();
    expect(screen.queryByText('Coming soon')).toBeNull();
  });
});
