/** The coverage summary used by the emulator project's global teardown (pure, no emulator). */
import { describe, expect, it } from 'vitest';
import { formatSummary, summarise, type CoverageNode, type CoverageReport } from './support/ruleCoverage';

const content = [
  "rules_version = '2';",
  'service cloud.firestore {',
  '  match /databases/{database}/documents {',
  '    match /a/{id} {',
  '      allow read: if request.auth != null;',
  '      allow write: if false;',
  '    }',
  '  }',
  '}',
].join('\n');

function node(
  line: number,
  column: number,
  length: number,
  values: boolean[],
  children: CoverageNode[] = [],
): CoverageNode {
  const lineStart =
    content
      .split('\n')
      .slice(0, line - 1)
      .join('\n').length + (line > 1 ? 1 : 0);
  const currentOffset = lineStart + column - 1;
  return {
    sourcePosition: { line, column, currentOffset, endOffset: currentOffset + length - 1 },
    values: values.map((b) => ({ value: { boolValue: b }, count: 1 })),
    children,
  };
}

const part = (readValues: boolean[], writeValues: boolean[]): CoverageReport => ({
  rules: { files: [{ content }] },
  // `request.auth != null`, and its operand `request.auth` starting at the same column (always true here).
  report: [
    node(5, 22, 20, readValues, [
      node(
        5,
        22,
        12,
        readValues.map(() => true),
      ),
    ]),
    node(6, 23, 5, writeValues),
  ],
});

describe('summarise', () => {
  it('merges parts: an allow seen true in one file and false in another is covered', () => {
    const s = summarise([part([true], [false]), part([false], [false])]);
    expect(s.allows.map((a) => [a.line, a.granted, a.refused])).toEqual([
      [5, 1, 1],
      [6, 0, 2],
    ]);
    expect(s.oneSidedAllows.map((a) => a.line)).toEqual([6]);
    expect(s.unevaluated).toEqual([]);
    expect(s.evaluations).toBe(6);
  });

  it('lists expressions that no part evaluated', () => {
    const s = summarise([part([], [false])]);
    expect(s.evaluated).toBe(1);
    expect(s.expressions).toBe(3);
    expect(s.unevaluated.map((u) => u.text)).toEqual(['request.auth != null', 'request.auth']);
    expect(formatSummary(s, 1)).toMatch(/1 of 3 expressions evaluated.*2 never evaluated/);
  });

  it('ignores parts of another version of the rules', () => {
    const other: CoverageReport = {
      rules: { files: [{ content: `${content}\n` }] },
      report: [node(6, 23, 5, [true])],
    };
    const s = summarise([part([true, false], [false]), other]);
    expect(s.oneSidedAllows.map((a) => a.line)).toEqual([6]);
  });
});
