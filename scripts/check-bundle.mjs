// After `vite build`: the JavaScript that index.html makes the browser load up front (its module
// script and modulepreload links) must stay under the budget, gzip-compressed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const dist = path.resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist');
const indexFile = path.join(dist, 'index.html');

if (!existsSync(indexFile)) {
  console.error(`✖ ${indexFile} not found: run vite build first.`);
  process.exit(1);
}

const html = readFileSync(indexFile, 'utf8');
const attr = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
const urls = new Set();
for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
  const src = attr(tag, 'src');
  if (src && attr(tag, 'type') === 'module') urls.add(src);
}
for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
  const href = attr(tag, 'href');
  if (href && attr(tag, 'rel')?.toLowerCase() === 'modulepreload') urls.add(href);
}
if (urls.size === 0) {
  console.error('✖ index.html loads no module script: nothing to measure.');
  process.exit(1);
}

let total = 0;
const rows = [];
for (const url of urls) {
  if (/^(https?:)?\/\//i.test(url)) {
    console.error(`✖ index.html loads ${url} from another origin.`);
    process.exit(1);
  }
  const file = path.join(dist, decodeURIComponent(url.split(/[?#]/)[0]).replace(/^\/+/, ''));
  if (!existsSync(file)) {
    console.error(`✖ ${url} (from index.html) not found in ${path.relative(process.cwd(), dist) || '.'}`);
    process.exit(1);
  }
  const content = readFileSync(file);
  const gzip = gzipSync(content, { level: 9 }).length;
  total += gzip;
  rows.push([url, content.length, gzip]);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const width = Math.max(...rows.map(([url]) => url.length));
console.log('Initial JavaScript (index.html module script + modulepreload), gzip:');
for (const [url, raw, gzip] of rows) console.log(`  ${url.padEnd(width)}  ${kb(raw).padStart(10)}  ${kb(gzip).padStart(9)} gzip`);
const verdict = total <= BUDGET_KB * 1024;
console.log(`${verdict ? '✔' : '✖'} total ${kb(total)} gzip (budget ${BUDGET_KB} KB)`);
process.exit(verdict ? 0 : 1);
