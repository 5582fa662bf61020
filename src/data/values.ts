/**
 * Tolerant field readers for converters: a document written by an older app, by hand, or
 * by an attacker never crashes a screen. A value of the wrong type falls back and is reported once.
 */
type Data = Record<string, unknown>;

const reported = new Set<string>();

export function reportMalformed(path: string, field: string, value: unknown): void {
  const key = `${path}:${field}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.warn(`Malformed field ${field} in ${path}:`, value);
}

export class Reader {
  constructor(
    private readonly data: Data,
    private readonly path: string,
  ) {}

  private raw(field: string): unknown {
    return this.data[field];
  }

  str(field: string, fallback = '', ...legacy: string[]): string {
    for (const f of [field, ...legacy]) {
      const v = this.raw(f);
      if (typeof v === 'string') return v;
      if (typeof v === 'number') return String(v);
      if (v !== undefined && v !== null) reportMalformed(this.path, f, v);
    }
    return fallback;
  }

  optStr(field: string): string | null {
    const v = this.raw(field);
    if (typeof v === 'string' && v !== '') return v;
    if (v instanceof Object && 'toDate' in v) return toDate(v)?.toISOString() ?? null;
    if (v !== undefined && v !== null && v !== '') reportMalformed(this.path, field, v);
    return null;
  }

  num(field: string, fallback = 0, ...legacy: string[]): number {
    for (const f of [field, ...legacy]) {
      const v = this.raw(f);
      if (typeof v === 'number' && Number.isFinite(v)) return v;
      if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
      if (v !== undefined && v !== null) reportMalformed(this.path, f, v);
    }
    return fallback;
  }

  bool(field: string, fallback: boolean): boolean {
    const v = this.raw(field);
    if (typeof v === 'boolean') return v;
    if (v !== undefined && v !== null) reportMalformed(this.path, field, v);
    return fallback;
  }

  strList(field: string): string[] {
    const v = this.raw(field);
    if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
    if (typeof v === 'string' && v) return [v];
    if (v !== undefined && v !== null) reportMalformed(this.path, field, v);
    return [];
  }

  list(field: string): unknown[] {
    const v = this.raw(field);
    return Array.isArray(v) ? v : [];
  }

  date(field: string): Date | null {
    const v = this.raw(field);
    if (v === undefined || v === null || v === '') return null;
    const d = toDate(v);
    if (!d) reportMalformed(this.path, field, v);
    return d;
  }

  oneOf<T extends string>(field: string, allowed: readonly T[], fallback: T): T {
    const v = this.raw(field);
    if (typeof v === 'string' && (allowed as readonly string[]).includes(v)) return v as T;
    if (v !== undefined && v !== null) reportMalformed(this.path, field, v);
    return fallback;
  }
}

/** Firestore Timestamp, Date, millis or a date string to a Date; null when unreadable. */
export function toDate(v: unknown): Date | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  if (v && typeof v === 'object' && 'toDate' in v && typeof (v as { toDate: unknown }).toDate === 'function') {
    const d = (v as { toDate: () => Date }).toDate();
    return Number.isNaN(d.getTime()) ? null : d;
  }
  if (v && typeof v === 'object' && 'seconds' in v && typeof (v as { seconds: unknown }).seconds === 'number') {
    return new Date((v as { seconds: number }).seconds * 1000);
  }
  if (typeof v === 'number' || typeof v === 'string') {
    const d = new Date(v);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return null;
}
