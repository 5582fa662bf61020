/**
 * The Firestore emulator's rules coverage (GET /emulator/v1/projects/{id}:ruleCoverage). The emulator
 * resets it whenever rules are loaded, and every test file loads them, so each file saves its part before
 * it ends (closeRulesEnv) and the global teardown merges the parts into one summary:
 * how many rule expressions were evaluated, which never were, and whether every `allow` condition was
 * seen both granting and refusing.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COVERAGE_DIR = path.resolve(import.meta.dirname, '../../coverage/firestore-rules');
export const PARTS_DIR = path.join(COVERAGE_DIR, 'parts');

interface CoverageValue {
  value?: Record<string, unknown>;
  count?: number;
}

export interface CoverageNode {
  sourcePosition: { line: number; column: number; currentOffset: number; endOffset: number };
  values?: CoverageValue[];
  children?: CoverageNode[];
}

export interface CoverageReport {
  rules: { files: { content: string }[] };
  report?: CoverageNode[];
}

export interface AllowCondition {
  line: number;
  text: string;
  granted: number;
  refused: number;
}

export interface CoverageSummary {
  /** Expressions in the rules. */
  expressions: number;
  /** Of those, evaluated at least once. */
  evaluated: number;
  /** Evaluations in total. */
  evaluations: number;
  /** Expressions no test evaluated: line, column and source text. */
  unevaluated: { line: number; column: number; text: string }[];
  allows: AllowCondition[];
  /** `allow` conditions never seen true, or never seen refusing (false or error). */
  oneSidedAllows: AllowCondition[];
}

function walk(nodes: CoverageNode[] | undefined, visit: (n: CoverageNode) => void): void {
  for (const node of nodes ?? []) {
    visit(node);
    walk(node.children, visit);
  }
}

/** Merges coverage parts of the same rules into one summary. */
export function summarise(parts: readonly CoverageReport[]): CoverageSummary {
  const content = parts[0]?.rules.files.map((f) => f.content).join('\n') ?? '';
  const lines = content.split('\n');
  const nodes = new Map<string, { node: CoverageNode; values: CoverageValue[] }>();
  for (const part of parts) {
    if (part.rules.files.map((f) => f.content).join('\n') !== content) continue; // another version of the rules
    walk(part.report, (node) => {
      const p = node.sourcePosition;
      const key = `${p.line}:${p.column}:${p.currentOffset}:${p.endOffset}`;
      const entry = nodes.get(key) ?? { node, values: [] };
      entry.values.push(...(node.values ?? []));
      nodes.set(key, entry);
    });
  }
  let evaluations = 0;
  const unevaluated: CoverageSummary['unevaluated'] = [];
  // The outermost expression starting at each position (a condition and its first operand start together).
  const outermost = new Map<string, { end: number; values: CoverageValue[] }>();
  for (const { node, values } of nodes.values()) {
    const p = node.sourcePosition;
    evaluations += values.reduce((s, v) => s + (v.count ?? 0), 0);
    if (values.length === 0) {
      const text = content
        .slice(p.currentOffset, p.endOffset + 1)
        .replace(/\s+/g, ' ')
        .slice(0, 80);
      unevaluated.push({ line: p.line, column: p.column, text });
    }
    const key = `${p.line}:${p.column}`;
    const known = outermost.get(key);
    if (!known || p.endOffset > known.end) outermost.set(key, { end: p.endOffset, values });
  }

  const allows: AllowCondition[] = [];
  lines.forEach((text, i) => {
    const match = /^(\s*allow\s+[\w, ]+:\s*if\s+)/.exec(text);
    if (!match?.[1]) return;
    const values = outermost.get(`${i + 1}:${match[1].length + 1}`)?.values ?? [];
    const count = (granted: boolean) =>
      values.filter((v) => (v.value?.boolValue === true) === granted).reduce((s, v) => s + (v.count ?? 0), 0);
    allows.push({ line: i + 1, text: text.trim(), granted: count(true), refused: count(false) });
  });

  unevaluated.sort((a, b) => a.line - b.line || a.column - b.column);
  return {
    expressions: nodes.size,
    evaluated: nodes.size - unevaluated.length,
    evaluations,
    unevaluated,
    allows,
    oneSidedAllows: allows.filter((a) => a.granted === 0 || a.refused === 0),
  };
}

export function formatSummary(s: CoverageSummary, parts: number): string {
  const both = s.allows.length - s.oneSidedAllows.length;
  const out = [
    `Firestore rules coverage (${parts} test files): ${s.evaluated} of ${s.expressions} expressions evaluated ` +
      `(${s.evaluations} evaluations), ${s.unevaluated.length} never evaluated; ` +
      `${both}/${s.allows.length} allow conditions seen both granting and refusing.`,
  ];
  for (const a of s.oneSidedAllows)
    out.push(`  one-sided allow (granted ${a.granted}, refused ${a.refused}) L${a.line}: ${a.text}`);
  for (const u of s.unevaluated) out.push(`  never evaluated L${u.line}:${u.column}: ${u.text}`);
  return out.join('\n');
}

/** Saves the coverage of the rules loaded for this project under a name (one per test file). */
export async function saveCoveragePart(
  firestoreHost: string,
  projectId: string,
  name: string,
): Promise<void> {
  const response = await fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}:ruleCoverage`);
  if (!response.ok) throw new Error(`rules coverage: ${response.status} ${await response.text()}`);
  mkdirSync(PARTS_DIR, { recursive: true });
  writeFileSync(path.join(PARTS_DIR, `${name.replace(/[^\w.-]+/g, '_')}.json`), await response.text());
}

export function clearCoverageParts(): void {
  rmSync(PARTS_DIR, { recursive: true, force: true });
}

export function readCoverageParts(): CoverageReport[] {
  if (!existsSync(PARTS_DIR)) return [];
  return readdirSync(PARTS_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(PARTS_DIR, f), 'utf8')) as CoverageReport);
}
