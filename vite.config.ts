import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  // Compressed once at build time (brotli and gzip beside each file); the server sends the one
  // the browser accepts, and never compresses on the fly.
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 })],
  build: {
    outDir: 'dist',
    rollupOptions: {
      output: {
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
