import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The gateway serves dist/ at / in production; in development Vite serves the app and hands the API to the gateway.
const gateway = 'http://localhost:8080';

export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  root: import.meta.dirname,
  plugins: [react()],
  build: isSsrBuild
    ? {
        // The server entry (src/entry-server.tsx), which the gateway loads at start to render pages; never served.
        outDir: 'dist-ssr',
        emptyOutDir: true,
        assetsInlineLimit: 0,
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // The gateway reads which chunks a lazy module needs from the manifest, to preload them with the page.
        manifest: true,
        // The CSP allows no inline script, so nothing may be inlined as a data: module.
        assetsInlineLimit: 0,
        rolldownOptions: {
          output: {
            // React and the router change least often: their own file stays cached across releases. Everything
            // else splits by route (flows are lazy), so a content page does not carry every form's code.
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
                },
                // zod with the module that turns its eval probe off (the CSP forbids eval): in one chunk, so the
                // switch runs before any chunk that builds a schema.
                { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]zod-without-eval\.ts$/ },
              ],
            },
          },
        },
      },
  // The server entry is built whole, in production mode, whatever NODE_ENV the gateway runs under: React renders
  // as in production, and Emotion names each style as the browser's production build does (no development labels),
  // so hydration finds every style already on the page instead of inserting them all again.
  ssr: { noExternal: isSsrBuild ? true : ['@carrier/shared'] },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    proxy: {
      '/auth': gateway,
      '/msapi': gateway,
      '/content': gateway,
      '/config': gateway,
    },
  },
}));
