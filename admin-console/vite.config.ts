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
        // loads it, so the sign-in page (ConsoleEntry) carries neither react-admin nor the router, which load
        // after sign-in.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // zod with the module that turns its eval probe off (the CSP forbids eval): in one chunk, so the switch
            // runs before any chunk that builds a schema.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]zod-without-eval\.ts$/ },
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
