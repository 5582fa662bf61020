/**
 * Draws the app's install icons (public/icons/*.png, committed) from the favicon's design in
 * Chromium: `npx tsx scripts/make-icons.ts`. Run it again only when the design changes.
 * 'any' icons are the favicon's rounded square; the maskable one fills its square with the theme
 * colour and keeps the letters inside the centre 80% (the safe zone a launcher's mask never cuts).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium';

import { THEME_COLOUR } from './pwa';

function svg(size: number, maskable: boolean): string {
  const radius = maskable ? 0 : size / 4;
  const font = maskable ? size * 0.32 : size / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${radius}" fill="${THEME_COLOUR}"/>
<text x="50%" y="50%" dy="0.35em" font-family="Arial, Helvetica, sans-serif" font-size="${font}" font-weight="bold" fill="#fff" text-anchor="middle">IR</text>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({ executablePath: findChromium().path, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const { file, size, maskable } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${svg(size, maskable)}`);
    await page.locator('svg').screenshot({ path: `public/icons/${file}`, omitBackground: true });
    console.log(`public/icons/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
