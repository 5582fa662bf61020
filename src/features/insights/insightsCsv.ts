import Papa from 'papaparse';

/** A chart's numbers: its column headings and rows of cells, as its table shows them and its CSV holds them. */
export interface FigureTable {
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

/** A table as CSV (formula-looking cells escaped, as every CSV of the app). */
export function tableToCsv(t: FigureTable): string {
  return Papa.unparse({ fields: [...t.columns], data: t.rows.map((r) => [...r]) }, { quotes: true, escapeFormulae: true });
}
