import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    rollupOptions: {
      output: {
        // Each area's screens are one chunk, loaded when one of them is first shown; name it after the area.
        chunkFileNames: (chunk) => {
          const area = chunk.facadeModuleId?.match(/src\/resources\/([^/]+)\/screens\.ts$/)?.[1];
          return area ? `assets/area-${area}-[hash].js` : 'assets/[name]-[hash].js';
        },
        // Vendor code changes far less often than ours: keep it in long-cached chunks.
        manualChunks: (id) => {
          if (!id.includes('node_modules')) return undefined;
          if (id.includes('@mui')) return 'mui';
          if (/react-admin|ra-core|ra-ui-materialui|ra-i18n|ra-language/.test(id)) return 'react-admin';
          return 'vendor';
        },
      },
    },
  },
  server: {
    proxy: { '/api': apiTarget, '/static': apiTarget, '/health': apiTarget },
  },
});
