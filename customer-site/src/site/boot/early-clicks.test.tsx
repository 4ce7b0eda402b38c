// @vitest-environment jsdom
import { act, startTransition, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredHydration } from '../hydration/deferred-hydration.tsx';
import { REPLAY_CLICK_ATTRIBUTE, rememberEarlyClicks, replayEarlyClick } from './early-clicks.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Question({ title }: { title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
      {title}
    </button>
  );
}

const page = (
  <main>
    <DeferredHydration>
      <Question title="Can I get help in Spanish?" />
      <Question title="Where is my order?" />
    </DeferredHydration>
    <a href="#help">Help</a>
  </main>
);

function serverRendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name)!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a click before the page’s scripts run', () => {
  it('on a button that only scripts answer is made again once the app starts, and handled', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    const container = doc.createElement('div');
    container.innerHTML = renderToString(page);
    doc.body.append(container);
    const stop = rememberEarlyClicks(doc);
    button(container, 'Where is my order?').click();
    button(container, 'Can I get help in Spanish?').click();
    // the last one clicked is the one remembered
    expect(container.querySelectorAll(`[${REPLAY_CLICK_ATTRIBUTE}]`)).toHaveLength(1);
    expect(button(container, 'Can I get help in Spanish?').getAttribute('aria-expanded')).toBe('false');

    await act(async () => {
      startTransition(() => void hydrateRoot(container, page));
      replayEarlyClick(doc);
    });
    expect(button(container, 'Can I get help in Spanish?').getAttribute('aria-expanded')).toBe('true');
    expect(button(container, 'Where is my order?').getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelectorAll(`[${REPLAY_CLICK_ATTRIBUTE}]`)).toHaveLength(0);

    // once the app has started, React answers clicks itself: nothing is remembered, nothing happens twice
    await act(async () => button(container, 'Where is my order?').click());
    expect(button(container, 'Where is my order?').getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelectorAll(`[${REPLAY_CLICK_ATTRIBUTE}]`)).toHaveLength(0);
    stop();
  });

  it('on a link is left to the browser, and with no click the app clicks nothing', async () => {
    const container = serverRendered();
    const stop = rememberEarlyClicks(document);
    container.querySelector('a')!.click();
    expect(container.querySelectorAll(`[${REPLAY_CLICK_ATTRIBUTE}]`)).toHaveLength(0);
    await act(async () => {
      startTransition(() => void hydrateRoot(container, page));
      replayEarlyClick(document);
    });
    expect([...container.querySelectorAll('button')].map((b) => b.getAttribute('aria-expanded'))).toEqual([
      'false',
      'false',
    ]);
    stop();
  });
});
