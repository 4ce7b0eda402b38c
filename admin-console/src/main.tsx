// First: before any module builds a zod schema.
import './zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleEntry } from './ConsoleEntry.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

// The gateway serves the console under /admin/ (TOOLCHAIN: react-admin under a sub-path).
createRoot(root).render(
  <StrictMode>
    <ConsoleEntry />
  </StrictMode>,
);
