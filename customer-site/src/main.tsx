// First: before any module builds a zod schema.
import './site/zod-without-eval.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { createEmotionCache } from './app/emotion-cache.ts';
import { readInitialData } from './site/initial-data/read-initial-data.ts';
import { replayEarlyClick } from './site/boot/early-clicks.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App emotionCache={createEmotionCache()} initialData={readInitialData(document)} />
    </BrowserRouter>
  </StrictMode>
);

// The gateway renders each page on the server: take over its HTML. Vite's development server sends an empty root.
// Hydrating as a transition lets React yield to the browser every few milliseconds, so a tap or a keystroke during
// hydration is answered at once instead of after one long task (a default-priority hydration is never split).
// A button clicked before now (an accordion, a tab) is clicked again: React hydrates the part around it at once.
if (root.hasChildNodes()) {
  startTransition(() => void hydrateRoot(root, app));
  replayEarlyClick(document);
} else createRoot(root).render(app);
