import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

/** The signed-out pages that get their own prerendered HTML file (served for /signin etc.). */
export const PRERENDERED = [{ url: '/signin', file: 'signin.html' }] as const;

const ROOT_DIV = '<div id="root"></div>';

/**
 * After `vite build`, renders the sign-in page with React's server renderer (through Vite's SSR
 * loader, so the app's aliases and env apply) and writes `signin.html`: the built index.html
 * with the page's markup inside #root. The browser paints the form from HTML and CSS alone;
 * main.tsx then hydrates it. Every other path still gets the empty index.html.
 */
export function prerenderSignedOutPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'ics-prerender',
    apply: 'build',
    configResolved(c) {
      config = c;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!template.includes(ROOT_DIV)) throw new Error(`prerender: ${ROOT_DIV} not found in index.html`);
      const server = await createServer({
        root: config.root,
        mode: config.mode,
        configFile: config.configFile,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const mod = (await server.ssrLoadModule('/src/prerender.tsx')) as { render: (url: string) => string };
        for (const page of PRERENDERED) {
          const html = mod.render(page.url);
          if (!html.includes('<form')) throw new Error(`prerender: ${page.url} rendered no form`);
          writeFileSync(
            path.join(outDir, page.file),
            template.replace(ROOT_DIV, `<div id="root">${html}</div>`),
          );
          config.logger.info(`prerendered ${page.url} -> ${page.file} (${html.length} bytes of markup)`);
        }
      } finally {
        await server.close();
      }
    },
  };
}
