// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { PageDocument } from '@carrier/shared/content';
import { PagePanels } from './PagePanels.tsx';
import { renderContent } from '../../test/render-site.tsx';
import { componentFor, panelFor } from './registry.ts';
import { GenericStacker } from './GenericStacker.tsx';
import { ContentErrorBoundary } from './ContentErrorBoundary.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const hero = (heading: string) => ({ type: 'heroPanel', props: { heading } });
const text = (paragraph: string) => ({ type: 'textBlock', props: { paragraphs: [paragraph] } });

function doc(panels: PageDocument['panels']): PageDocument {
  return { path: '/', locale: 'en-us', title: 'Test page', panels };
}

describe('component registry', () => {
  it('renders nothing for an unknown component type and warns once, however often it renders', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = doc([
      { type: 'stack', props: {}, components: [text('Before'), { type: 'hologram', props: { x: 1 } }, text('After')] },
    ]);
    const { container, rerender } = renderContent(<PagePanels document={page} />);
    rerender(<PagePanels document={{ ...page }} />);

    expect(screen.getByText('Before')).toBeTruthy();
    expect(screen.getByText('After')).toBeTruthy();
    expect(container.querySelector('[data-panel-type="stack"]')?.children).toHaveLength(2);
    const unknown = warn.mock.calls.filter(([m]) => String(m).includes('"hologram"'));
    expect(unknown).toHaveLength(1);
  });

  it('matches type names loosely and never treats object built-ins as types', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(componentFor('hero-panel')).toBe(componentFor('heroPanel'));
    expect(componentFor('LinkFarm')).not.toBeNull();
    expect(componentFor('constructor')).toBeNull();
    expect(componentFor('toString')).toBeNull();
  });

  it('renders a component whose props do not match its schema as nothing, and warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const badLink = {
      type: 'linkFarm',
      id: 'bad',
      props: { heading: 'Go', links: [{ label: 'Run', href: 'javascript:alert(1)' }] },
    };
    renderContent(
      <PagePanels document={doc([{ type: 'stack', props: {}, components: [badLink, text('Still here')] }])} />,
    );
    expect(screen.queryByRole('link', { name: 'Run' })).toBeNull();
    expect(screen.getByText('Still here')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"linkFarm" (bad) has invalid props'));
  });

  it('stacks the components of an unknown panel type in order (generic stacker)', () => {
    expect(panelFor('carousel-of-the-future')).toBe(GenericStacker);
    const { container } = renderContent(
      <PagePanels
        document={doc([{ type: 'futurePanel', id: 'p1', props: {}, components: [text('One'), text('Two')] }])}
      />,
    );
    const panel = container.querySelector('#p1');
    expect(panel?.getAttribute('data-panel-type')).toBe('futurePanel');
    expect(panel?.textContent).toBe('OneTwo');
  });

  it('gives the page one h1: the first hero carries it, later heroes get h2', () => {
    renderContent(
      <PagePanels
        document={doc([
          { type: 'hero', props: {}, components: [hero('First')] },
          { type: 'hero', props: {}, components: [hero('Second')] },
        ])}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['First']);
    expect(screen.getByRole('heading', { level: 2, name: 'Second' })).toBeTruthy();
  });

  it('gives a page without a hero its title as the (visually hidden) h1', () => {
    renderContent(<PagePanels document={doc([{ type: 'stack', props: {}, components: [text('Body')] }])} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Test page']);
  });
});

describe('ContentErrorBoundary', () => {
  it('leaves out a component that throws and logs it, keeping its siblings', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    renderContent(
      <div>
        <ContentErrorBoundary label='component "broken"'>
          <Broken />
        </ContentErrorBoundary>
        <p>Sibling</p>
      </div>,
    );
    expect(screen.getByText('Sibling')).toBeTruthy();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('component "broken" failed to render'),
      expect.anything(),
      expect.anything(),
    );
  });
});
