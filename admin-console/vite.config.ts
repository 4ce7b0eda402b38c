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
        // Libraries change less often than the console: a separate chunk stays cached across releases.
        codeSplitting: { groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/]/ }] },
      },
    },
    // react-admin with MUI is about 1 MB minified (about 300 kB gzip) on its own.
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: Object.fromEntries(GATEWAY_PREFIXES.map((prefix) => [prefix, { target: GATEWAY }])),
  },
});
