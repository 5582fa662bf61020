import type { VitePWAOptions } from 'vite-plugin-pwa';

/** Tailwind's indigo-800: the app's brand colour (index.html's theme-color, the favicon, the icons). */
export const THEME_COLOUR = '#3730a3';

/**
 * The installable app (docs/architecture.md, 'Installable app'): the web app manifest and a
 * Workbox service worker that precaches the build's own files and nothing else. No runtime
 * caching: Firestore, Auth and the emulators are other origins the worker never answers for, and
 * the signed-in state stays where Firebase keeps it. Navigations get the precached shell
 * (index.html; /signin its prerendered signin.html), so the installed app opens offline to its own
 * offline message. A new deploy waits for the person's 'Reload' (registerType 'prompt'); the
 * dev server registers no worker.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  devOptions: { enabled: false },
  includeAssets: ['favicon.svg'],
  manifest: {
    id: '/',
    name: 'ICS Rewards',
    short_name: 'ICS Rewards',
    description: 'Earn points for verified activities, redeem them, and file your daily productivity report.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: '#f8fafc',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    navigateFallback: '/index.html',
    // Firebase Hosting's reserved paths (/__/auth/handler, /__/firebase/init.json) are never the shell.
    navigateFallbackDenylist: [/^\/__\//],
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    // A new worker waits for 'Reload' (the update prompt), then takes over the open pages.
    skipWaiting: false,
    clientsClaim: false,
  },
};
