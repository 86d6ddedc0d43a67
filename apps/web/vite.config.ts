import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  // Hidden: the bundles name no map, so browsers never ask for one (production refuses *.map besides);
  // the maps stay beside the build to read a reported stack trace against.
  build: { outDir: 'dist', sourcemap: 'hidden', chunkSizeWarningLimit: 700 },
});
