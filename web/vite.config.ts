import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// Where `npm start` serves the API; API_URL points the dev and preview servers elsewhere.
const api = process.env.API_URL ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: api, changeOrigin: true },
  '/socket.io': { target: api, ws: true, changeOrigin: true },
};

/**
 * The contracts package only declares schemas and constants. Saying so lets the bundler drop the
 * modules a chunk does not use: the header needs the practice profile, not zod and every schema.
 */
const contractsWithoutSideEffects: Plugin = {
  name: 'contracts-without-side-effects',
  transform: {
    filter: { id: /[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/ },
    handler: (code) => ({ code, map: null, moduleSideEffects: false }),
  },
};

export default defineConfig({
  plugins: [react(), contractsWithoutSideEffects],
  css: {
    // Bulma's own deprecation notices are not ours to fix.
    preprocessorOptions: { scss: { quietDeps: true } },
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The prerender reads it to preload each page's own chunk (web/scripts/prerender.ts).
    manifest: true,
    // A stylesheet per chunk: the home page goes without the other pages' styles. Each prerendered
    // page links its own in the head (web/scripts/prerender.ts), so nothing arrives after the first
    // paint to move it; a navigation gets them before the page renders (Vite's preload).
    cssCodeSplit: true,
    // The one chunk above 500 kB is the chart's (ApexCharts core with the line type), loaded only when a chart shows.
    chunkSizeWarningLimit: 650,
    rolldownOptions: {
      output: {
        // What the entry imports statically in one chunk: one request, and better compression than
        // a dozen small chunks. Pages import from it, so main.tsx must not await at its top level.
        codeSplitting: { groups: [{ name: 'site', tags: ['$initial'] }] },
      },
    },
  },
});
