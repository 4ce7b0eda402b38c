import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../App.tsx';
import { createEmotionCache } from '../emotion-cache.ts';
import { readInitialData } from '../../site/initial-data/read-initial-data.ts';
import { replayEarlyClick } from '../../site/boot/early-clicks.ts';

/** Takes over the page the server rendered, or renders it when there is none (Vite's development server). */
export function startApp(root: HTMLElement): void {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App emotionCache={createEmotionCache()} initialData={readInitialData(document)} />
      </BrowserRouter>
    </StrictMode>
  );
  if (!root.hasChildNodes()) {
    createRoot(root).render(app);
    return;
  }
  // Hydrating as a transition lets React yield to the browser every few milliseconds, so a tap or a keystroke during
  // hydration is answered at once instead of after one long task (a default-priority hydration is never split).
  startTransition(() => void hydrateRoot(root, app));
  // A button clicked before now (an accordion, a tab) is clicked again: React hydrates the part around it at once.
  replayEarlyClick(document);
}
