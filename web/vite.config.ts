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
    // One stylesheet, linked by every prerendered page: a lazy page's own CSS arriving after the
    // first paint would move the page (layout shift).
    cssCodeSplit: true,
    // The one chunk above 500 kB is the chart's (ApexCharts core with the line type), loaded only when a chart shows.
    chunkSizeWarningLimit: 650,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'site', tags: ['$initial'] }] },
      },
    },
  },
});
