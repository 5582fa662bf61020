/**
 * Counts the document look-ups (`get`, `exists`, `getAfter`, `existsAfter`) that firestore.rules makes
 * for one request of the app: a batch or transaction commit, measured on the emulator.
 *
 * Production refuses a request whose rules look up more than 10 documents for one write, or more than
 * 20 for a whole batch or transaction; look-ups of the same document in one request are cached and
 * count once. The emulator does not enforce these limits, so the count is taken from the emulator's
 * rules coverage: each request runs in a project of its own (a fresh coverage report), and the report
 * records, for every look-up the rules evaluated, the path of the document it looked up. Only what was
 * really evaluated counts (a branch the rules skipped makes no look-up), which is what production bills.
 *
 * A look-up of a document's state before the request (`get`, `exists`) and after it (`getAfter`,
 * `existsAfter`) are counted as two: nothing in the documentation says the two share a cache entry.
 *
 * Per write: a function of the rules is shared by several writes of a request (every write looks up
 * its caller), so the coverage cannot say which write made a look-up. A write's count is an upper
 * bound: every document looked up at a place in the rules that the write's `allow` condition can reach.
 */
import { readFileSync } from 'node:fs';
import { assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { firestoreEmulator } from './emulator';
import type { CoverageNode, CoverageReport } from './ruleCoverage';
import { RULES_FILE, readDoc } from './rules';
import { commit, withAuditEntry, withDecisions, withRosterTotal, writeDocs, type Person, type Write } from './world';

const ACCESS = /^(get|exists|getAfter|existsAfter)\(/;

/** One `allow` statement: its methods, the full path pattern of its match blocks, its condition's span. */
export interface AllowRule {
  line: number;
  methods: string[];
  pattern: string[];
  from: number;
  to: number;
}

interface FunctionSpan {
  name: string;
  from: number;
  to: number;
}

/** The end (exclusive) of the block whose `{` is at `open`. */
function blockEnd(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (ch === "'" || ch === '"') {
      i = text.indexOf(ch, i + 1);
      continue;
    }
    if (ch === '/' && text[i + 1] === '/') {
      i = text.indexOf('\n', i);
      continue;
    }
    if (ch === '{') depth++;
    if (ch === '}' && --depth === 0) return i + 1;
  }
  throw new Error(`unbalanced braces at offset ${open}`);
}

/** firestore.rules read as functions and `allow` statements (with their match patterns). */
export class RulesMap {
  readonly functions = new Map<string, FunctionSpan>();
  readonly allows: AllowRule[] = [];

  constructor(readonly text: string) {
    for (const m of text.matchAll(/function (\w+)\([^)]*\)\s*\{/g)) {
      const open = (m.index ?? 0) + m[0].length - 1;
      this.functions.set(m[1] ?? '', { name: m[1] ?? '', from: open, to: blockEnd(text, open) });
    }
    const matches: { path: string[]; from: number; to: number }[] = [];
    for (const m of text.matchAll(/match (\S+) \{/g)) {
      const open = (m.index ?? 0) + m[0].length - 1;
      const path = (m[1] ?? '').split('/').filter((s) => s !== '');
      matches.push({ path, from: open, to: blockEnd(text, open) });
    }
    for (const m of text.matchAll(/allow ([\w, ]+):\s*if\s/g)) {
      const at = m.index ?? 0;
      const end = text.indexOf(';', at);
      const enclosing = matches.filter((b) => b.from < at && at < b.to).sort((a, b) => a.from - b.from);
      // The root block (/databases/{database}/documents) is left out: writes name documents under it.
      const pattern = enclosing.slice(1).flatMap((b) => b.path);
      this.allows.push({
        line: text.slice(0, at).split('\n').length,
        methods: (m[1] ?? '').split(',').map((s) => s.trim()),
        pattern,
        from: at + m[0].length,
        to: end,
      });
    }
  }

  /** The `allow` statements that decide a write of `method` to the document at `path`. */
  allowsFor(path: string, method: 'create' | 'update' | 'delete'): AllowRule[] {
    const segments = path.split('/');
    return this.allows.filter(
      (a) => (a.methods.includes(method) || a.methods.includes('write')) && matchesPattern(a.pattern, segments),
    );
  }

  /** The spans of rules text a condition can evaluate: itself and every function it calls, transitively. */
  reachable(rule: AllowRule): { from: number; to: number }[] {
    const spans = [{ from: rule.from, to: rule.to }];
    const seen = new Set<string>();
    for (let i = 0; i < spans.length; i++) {
      const span = spans[i];
      if (!span) continue;
      for (const m of this.text.slice(span.from, span.to).matchAll(/(?<![.\w])(\w+)\(/g)) {
        const fn = this.functions.get(m[1] ?? '');
        if (fn && !seen.has(fn.name)) {
          seen.add(fn.name);
          spans.push({ from: fn.from, to: fn.to });
        }
      }
    }
    return spans;
  }
}

function matchesPattern(pattern: readonly string[], segments: readonly string[]): boolean {
  if (pattern.length === 0) return segments.length === 0;
  const [head, ...rest] = pattern;
  if (head && /^\{\w+=\*\*\}$/.test(head)) {
    for (let i = 0; i <= segments.length; i++) if (matchesPattern(rest, segments.slice(i))) return true;
    return false;
  }
  if (segments.length === 0 || !head) return false;
  const [first, ...others] = segments;
  return (head.startsWith('{') || head === first) && matchesPattern(rest, others);
}

function walk(nodes: CoverageNode[] | undefined, visit: (n: CoverageNode) => void): void {
  for (const node of nodes ?? []) {
    visit(node);
    walk(node.children, visit);
  }
}

function pathOf(value: Record<string, unknown> | undefined): string | null {
  const segments = (value?.pathValue as { segments?: { simple?: string }[] } | undefined)?.segments;
  if (!segments) return null;
  // databases/(default)/documents/<path>
  return segments
    .slice(3)
    .map((s) => s.simple ?? '?')
    .join('/');
}

/** Every look-up in a coverage report: where in the rules, and which document ('before ...' / 'after ...'). */
export function lookUps(report: CoverageReport, text: string): { at: number; doc: string }[] {
  const found: { at: number; doc: string }[] = [];
  const byStart = new Map<number, CoverageNode[]>();
  walk(report.report, (n) => {
    const list = byStart.get(n.sourcePosition.currentOffset) ?? [];
    list.push(n);
    byStart.set(n.sourcePosition.currentOffset, list);
  });
  for (const at of byStart.keys()) {
    const call = ACCESS.exec(text.slice(at, at + 14));
    if (!call?.[1] || /[.\w]/.test(text[at - 1] ?? '')) continue;
    const state = call[1].endsWith('After') ? 'after' : 'before';
    // The call's argument (the path) starts right after the parenthesis.
    for (const arg of byStart.get(at + call[0].length) ?? []) {
      for (const v of arg.values ?? []) {
        const path = pathOf(v.value);
        if (path) found.push({ at, doc: `${state} ${path}` });
      }
    }
  }
  return found;
}

/**
 * Evaluations recorded by a coverage report (every value of every expression, times its count): a
 * rough size of a request's rules work, summed over all its writes. It is not the emulator's count of
 * 'expressions' (about 1.5 of these make one), and the limit applies to each write, not to their sum:
 * the room is proven by the ballast below, this figure only shows which requests are heavy.
 */
export function evaluations(report: CoverageReport): number {
  let n = 0;
  walk(report.report, (node) => {
    for (const v of node.values ?? []) n += v.count ?? 0;
  });
  return n;
}

/**
 * The evaluated-expression limit, and how the room under it is proven.
 *
 * Firestore refuses a write whose rules evaluate more than 1,000 expressions ("Unable to evaluate the
 * expression as the maximum of 1000 expressions to evaluate has been reached"); the emulator enforces
 * it for each write of a batch (four writes of 970 expressions each commit together). The coverage
 * report cannot say which write evaluated what, so the room is measured, not counted: every `allow`
 * condition that writes is given a ballast first (`ballast() && (condition)`), a chain of
 * BALLAST_TERMS terms the emulator counts as a known number of expressions (tests/rules/lookups.test.ts
 * calibrates it: a chain of CHAIN_AT_LIMIT terms is the most one write can evaluate). A request that
 * still commits evaluated, in each write, at most 1,000 minus the ballast of its own: 70% or less.
 */
export const EXPRESSION_LIMIT = 1000;
export const EXPRESSION_BUDGET = 700;
/** The longest chain of `request.method != '...'` terms one write may evaluate (measured). */
export const CHAIN_AT_LIMIT = 164;
/** Terms of ballast: at least EXPRESSION_LIMIT - EXPRESSION_BUDGET expressions by the calibration. */
export const BALLAST_TERMS = Math.ceil(((EXPRESSION_LIMIT - EXPRESSION_BUDGET) * (CHAIN_AT_LIMIT + 1)) / EXPRESSION_LIMIT);

/** Rules functions `name()` that evaluate a chain of `terms` always-true terms, ten to a function. */
export function chainFunctions(name: string, terms: number): string {
  const groups = Math.ceil(terms / 10);
  const fns = Array.from({ length: groups }, (_, g) => {
    const body = Array.from({ length: Math.min(10, terms - g * 10) }, (_, i) => `request.method != 'z${g * 10 + i}'`);
    return `function ${name}${g}() { return ${body.join(' && ')}; }`;
  });
  const top = Array.from({ length: groups }, (_, g) => `${name}${g}()`).join(' && ');
  return `${fns.join(' ')} function ${name}() { return ${top}; }`;
}

/** `rules` with the ballast before every writing `allow` condition; every line stays where it was. */
export function ballasted(rules: string): string {
  const root = 'match /databases/{database}/documents {';
  const at = rules.indexOf(root);
  if (at < 0) throw new Error('no documents match in the rules');
  let out = `${rules.slice(0, at + root.length)} ${chainFunctions('ballast', BALLAST_TERMS)}${rules.slice(at + root.length)}`;
  out = out.replace(/allow ([\w, ]+):\s*if\s([\s\S]*?);/g, (all, methods: string, condition: string) =>
    methods.split(',').some((m) => ['create', 'update', 'delete', 'write'].includes(m.trim()))
      ? `allow ${methods}: if ballast() && (${condition});`
      : all,
  );
  return out;
}

export interface WriteCount {
  path: string;
  method: 'create' | 'update' | 'delete';
  allowLines: number[];
  /** Upper bound of the distinct documents this write's rules looked up. */
  lookUps: number;
}

export interface RequestCount {
  /** Distinct documents looked up by the whole request (cached look-ups count once). */
  total: number;
  /** Rule expressions the request evaluated (every evaluation of every expression, see `evaluations`). */
  expressions: number;
  docs: string[];
  writes: WriteCount[];
}

let projects = 0;

/**
 * Commits `writes` as `who` (it must be allowed) over `seed` (written with the rules off) in a project
 * of its own, and counts the rules' look-ups.
 */
export async function measureRequest(
  who: Person,
  writes: readonly Write[],
  seed: Record<string, DocumentData>,
): Promise<RequestCount> {
  const { host, port } = firestoreEmulator();
  const rules = ballasted(readFileSync(RULES_FILE, 'utf8'));
  const projectId = `demo-lookups-${process.pid}-${++projects}`;
  const env = await initializeTestEnvironment({ projectId, firestore: { host, port, rules } });
  try {
    await env.withSecurityRulesDisabled((ctx) => writeDocs(ctx.firestore() as unknown as Firestore, seed));
    const db = env.authenticatedContext(who.uid, { email: who.email, email_verified: who.verified }).firestore();
    // An admin's audited write goes with its audit entry (a write of its own).
    // A claim's decision goes with its reviewTimes move, the claim read in this project.
    const all = withRosterTotal(await withDecisions(writes, (path) => readDoc(env, path))).flatMap(withAuditEntry);
    await assertSucceeds(commit(db as unknown as Firestore, all));
    const response = await fetch(`http://${host}:${port}/emulator/v1/projects/${projectId}:ruleCoverage`);
    const report = (await response.json()) as CoverageReport;
    const text = report.rules.files.map((f) => f.content).join('\n');
    const map = new RulesMap(text);
    const found = lookUps(report, text);
    const docs = [...new Set(found.map((f) => f.doc))].sort();
    return {
      total: docs.length,
      expressions: evaluations(report),
      docs,
      writes: all.map((w) => {
        const method = w.op === 'delete' ? 'delete' : w.op === 'update' || w.path in seed ? 'update' : 'create';
        const allows = map.allowsFor(w.path, method);
        const spans = allows.flatMap((a) => map.reachable(a));
        const mine = new Set(found.filter((f) => spans.some((s) => s.from <= f.at && f.at < s.to)).map((f) => f.doc));
        return { path: w.path, method, allowLines: allows.map((a) => a.line), lookUps: mine.size };
      }),
    };
  } finally {
    await env.clearFirestore();
    await env.cleanup();
  }
}
