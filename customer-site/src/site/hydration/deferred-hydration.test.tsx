// @vitest-environment jsdom
import { act, useEffect, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { DeferredHydration } from './deferred-hydration.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Part({ name, log, children }: { name: string; log: string[]; children: ReactNode }) {
  useEffect(() => {
    log.push(name);
  }, [name, log]);
  return children;
}

describe('deferred hydration', () => {
  it('hydrates the first pass before a deferred part placed above it, keeps the server HTML, and both answer clicks', async () => {
    const log: string[] = [];
    const clicked = vi.fn();
    const page = (
      <main>
        <DeferredHydration>
          <Part name="footer" log={log}>
            <button onClick={() => clicked('footer')}>Footer</button>
          </Part>
        </DeferredHydration>
        <Part name="form" log={log}>
          <button onClick={() => clicked('form')}>Form</button>
        </Part>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const serverHtml = container.innerHTML;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});

    await act(async () => {
      hydrateRoot(container, page);
    });
    // Hydrated in one pass, the footer (first in the tree) would have come first; deferred, it comes after the form.
    expect(log).toEqual(['form', 'footer']);
    expect(container.innerHTML).toBe(serverHtml);
    expect(errors).not.toHaveBeenCalled();

    await act(async () => {
      container.querySelectorAll('button').forEach((b) => b.click());
    });
    expect(clicked.mock.calls).toEqual([['footer'], ['form']]);
    container.remove();
  });
});
