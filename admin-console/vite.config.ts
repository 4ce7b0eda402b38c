import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The gateway answers these prefixes; in development Vite forwards them so the console stays same-origin. */
const GATEWAY = 'http://localhost:8080';
const GATEWAY_PREFIXES = ['/auth', '/msapi', '/admin-api', '/config'];

export default defineConfig({
  // The gateway serves the console under /admin/ (TOOLCHAIN: react-admin under a sub-path).
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React changes least often: its own file stays cached across releases. Everything else splits by what
        // loads it, so the sign-in page (ConsoleEntry) does not carry react-admin, which loads after sign-in.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
    // react-admin with MUI is about 1 MB minified (about 300 kB gzip) on its own; it loads after sign-in.
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: Object.fromEntries(GATEWAY_PREFIXES.map((prefix) => [prefix, { target: GATEWAY }])),
  },
});
