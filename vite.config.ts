import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { previewCaching, previewHeaders } from './scripts/hosting-headers.ts';
import { prerenderSignedOutPages } from './scripts/prerender.ts';
import { pwaOptions } from './scripts/pwa.ts';

export default defineConfig(({ mode }) => ({
  // VitePWA after the prerender: its service worker precaches signin.html too (closeBundle runs in order).
  plugins: [react(), tailwindcss(), prerenderSignedOutPages(), VitePWA(pwaOptions), previewCaching()],
  resolve: { alias: { '@': `${import.meta.dirname}/src` } },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  // `npm run preview` serves the production build with the same headers as Firebase Hosting.
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: previewHeaders(mode) },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
}));
