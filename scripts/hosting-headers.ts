import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

interface HostingHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/**
 * The headers Firebase Hosting sends for every path, read from firebase.json so that
 * `npm run preview` (and the e2e run on it) proves the app works under the same policy.
 * Local builds talk to the emulators on 127.0.0.1, so their origins are added to connect-src.
 */
export function previewHeaders(_mode: string): Record<string, string> {
  const config = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
    hosting: { headers: HostingHeaderRule[] };
  };
  const all = config.hosting.headers.find((rule) => rule.source === '**');
  const headers: Record<string, string> = {};
  for (const { key, value } of all?.headers ?? []) headers[key] = value;
  const csp = headers['Content-Security-Policy'];
  if (csp) {
    headers['Content-Security-Policy'] = csp.replace(
      'connect-src ',
      'connect-src http://127.0.0.1:* ws://127.0.0.1:* http://localhost:* ',
    );
  }
  headers['Cache-Control'] = 'no-cache';
  return headers;
}

/**
 * Firebase Hosting's caching in `vite preview`: hashed files under /assets/ are immutable for a
 * year (firebase.json), everything else is revalidated. Vite's static server writes its own
 * Cache-Control when it sends a file, so the value is replaced as the response head goes out.
 */
export function previewCaching(): Plugin {
  return {
    name: 'ics-preview-caching',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/assets/')) {
          const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
          res.writeHead = ((status: number, ...rest: unknown[]) => {
            const last = rest.at(-1);
            if (last && typeof last === 'object' && !Array.isArray(last)) {
              (last as Record<string, string>)['Cache-Control'] = 'public, max-age=31536000, immutable';
            }
            res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
            return writeHead(status, ...rest);
          }) as typeof res.writeHead;
        }
        next();
      });
    },
  };
}
