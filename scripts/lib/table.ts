/** Plain-text tables for the scripts' terminal output (demo logins, bench results, the test summary). */

export type Align = 'left' | 'right';

export interface TableOptions {
  /** Column titles, underlined with dashes. */
  header?: string[];
  /** Per column; columns without an entry are left-aligned. */
  align?: Align[];
  /** Spaces before every line. */
  indent?: number;
}

/** Lays out rows in columns two spaces apart, each as wide as its widest cell; no trailing spaces. */
export function formatTable(rows: readonly (readonly string[])[], options: TableOptions = {}): string {
  const { header, align = [], indent = 0 } = options;
  const all = header ? [header, ...rows] : rows;
  const columns = Math.max(0, ...all.map((row) => row.length));
  const widths = Array.from({ length: columns }, (_, c) =>
    Math.max(0, ...all.map((row) => (row[c] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `${' '.repeat(indent)}${widths
      .map((width, c) => {
        const cell = cells[c] ?? '';
        return align[c] === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')}`.trimEnd();
  const lines = rows.map(line);
  return (header ? [line(header), line(widths.map((w) => '-'.repeat(w))), ...lines] : lines).join('\n');
}
