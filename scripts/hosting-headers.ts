import { readFileSync } from 'node:fs';

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
