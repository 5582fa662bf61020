/** What an Insights chart draws: plain data, so the page can describe a chart without loading recharts. */
export interface ChartSeries {
  key: string;
  name: string;
  color: string;
}

export interface ChartSpec {
  kind: 'bar' | 'line';
  /** 'vertical': one horizontal bar a row, its label beside it (long names, such as activities). */
  layout?: 'horizontal' | 'vertical';
  /** One row per x-axis point; `label` is the x-axis label, each series' `key` its value. */
  rows: readonly ({ label: string } & Record<string, string | number | null>)[];
  series: readonly ChartSeries[];
  /** The tooltip's value text (rupees, hours); the number as is when absent. */
  format?: (n: number) => string;
  unit?: string;
  allowDecimals?: boolean;
}
