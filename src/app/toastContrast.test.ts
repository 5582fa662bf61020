import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every rich toast's text meets WCAG AA (4.5:1) on its background: our text colours (src/index.css)
 * on sonner's light backgrounds (read from the installed sonner, so an upgrade that changes them is
 * checked too). axe found the success toast at 4.29:1 in e2e/admin/holidays.spec.
 */
const root = resolve(__dirname, '../..');
const ours = readFileSync(resolve(root, 'src/index.css'), 'utf8');
const sonner = readFileSync(resolve(root, 'node_modules/sonner/dist/index.mjs'), 'utf8');

function block(text: string, selector: RegExp): string {
  const m = selector.exec(text);
  if (!m) throw new Error(`no block ${String(selector)}`);
  return m[1] ?? '';
}
function variable(css: string, name: string): string {
  const m = new RegExp(`--${name}:\\s*([^;}]+)`).exec(css);
  if (!m?.[1]) throw new Error(`no --${name}`);
  return m[1].trim();
}

type Rgb = [number, number, number];
function parse(colour: string): Rgb {
  const digits = /^#([0-9a-f]{6})$/i.exec(colour)?.[1];
  if (digits) return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
  const hsl = /^hsl\(\s*([\d.]+),\s*([\d.]+)%,\s*([\d.]+)%\s*\)$/.exec(colour);
  if (!hsl) throw new Error(`unknown colour ${colour}`);
  const [h, s, l] = [Number(hsl[1]), Number(hsl[2]) / 100, Number(hsl[3]) / 100];
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}
function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
function contrast(a: string, b: string): number {
  const [x, y] = [luminance(parse(a)), luminance(parse(b))];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

describe('toast colours', () => {
  const light = block(sonner, /\[data-sonner-toaster\]\[data-sonner-theme=light\]\{([^}]*)\}/);
  const override = block(ours, /:root \[data-sonner-toaster\]\[data-sonner-theme='light'\] \{([^}]*)\}/);

  it('the check itself: sonner\'s own success text is below AA on its background', () => {
    expect(contrast(variable(light, 'success-text'), variable(light, 'success-bg'))).toBeLessThan(4.5);
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it.each(['success', 'error', 'warning', 'info'])('%s: our text on its background is at least 4.5:1', (type) => {
    expect(contrast(variable(override, `${type}-text`), variable(light, `${type}-bg`))).toBeGreaterThanOrEqual(4.5);
  });
});
