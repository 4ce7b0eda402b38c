import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { z } from 'zod';
import { App } from './app/App.tsx';
import { createEmotionCache } from './app/emotion-cache.ts';
import { readInitialData } from './site/initial-data/read-initial-data.ts';

// The CSP has no 'unsafe-eval': tell zod not to probe for new Function (the probe itself is a CSP violation).
z.config({ jitless: true });

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
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
