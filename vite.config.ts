import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

/**
 * One chunk per language: react-admin's messages, the shell's and every resource's
 * `messages/<locale>.ts`, loaded when that language is first shown (src/i18n/i18nProvider.ts).
 * react-admin's English messages stay in the main chunk: react-admin itself imports them.
 */
const LOCALE_MODULES = [
  { test: /\/src\/(?:i18n|resources\/.+|custom\/.+)\/messages\/(fr|en|es|pt|de|nl)\.ts$/ },
  { test: /\/src\/i18n\/ra\/(fr|es|pt|de|nl)\.ts$/ },
  { test: /\/common\/docTypeNames\/(fr|en|es|pt|de|nl)\.ts$/ },
  { test: /\/node_modules\/ra-language-french\//, locale: 'fr' },
];
const localeChunk = (id: string) => {
  for (const { test, locale } of LOCALE_MODULES) {
    const match = id.match(test);
    if (match) return `locale-${locale ?? match[1]}`;
  }
  return null;
};

export default defineConfig({
  // Compressed once at build time (brotli and gzip beside each file); the server sends the one
  // the browser accepts, and never compresses on the fly.
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 })],
  build: {
    outDir: 'dist',
    rollupOptions: {
      output: {
        codeSplitting: { groups: [{ name: localeChunk, debugName: 'locale' }] },
        // Each area's screens are one chunk, loaded when one of them is first shown; name it after the area.
        chunkFileNames: (chunk) => {
          const area = chunk.facadeModuleId?.match(/src\/resources\/([^/]+)\/screens\.ts$/)?.[1];
          return area ? `assets/area-${area}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: {
    proxy: { '/api': apiTarget, '/static': apiTarget, '/health': apiTarget },
  },
});
