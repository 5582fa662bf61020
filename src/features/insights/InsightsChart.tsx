import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartSpec } from './chartSpec';

/**
 * One Insights chart, drawn by recharts from its spec. A chunk of its own (InsightsPage lazy-imports
 * this module): the page's first paint never waits for recharts to download or run.
 */
/** A category's axis label, cut to fit beside its bar (the tooltip and the table have it whole). */
const LABEL_MAX = 20;
function shortLabel(label: string): string {
  return label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1)}…` : label;
}

/**
 * Drawn at once, without recharts' entry animation: a chart caught mid-animation (a screenshot, a
 * print, a slow phone's first frames) showed empty axes, and the animation's frames cost the main thread.
 */
export default function InsightsChart({ spec }: { spec: ChartSpec }) {
  const vertical = spec.layout === 'vertical';
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" />
      {vertical ? (
        <>
          <XAxis type="number" allowDecimals={spec.allowDecimals ?? true} fontSize={12} unit={spec.unit} />
          <YAxis type="category" dataKey="label" width={130} fontSize={11} interval={0} tickFormatter={shortLabel} />
        </>
      ) : (
        <>
          <XAxis dataKey="label" fontSize={12} />
          <YAxis allowDecimals={spec.allowDecimals ?? true} fontSize={12} unit={spec.unit} />
        </>
      )}
      <Tooltip formatter={spec.format ? (v) => spec.format?.(Number(v)) : undefined} />
      {spec.series.length > 1 && <Legend />}
    </>
  );
  return (
    <ResponsiveContainer width="100%" height="100%">
      {spec.kind === 'line' ? (
        <LineChart data={[...spec.rows]}>
          {axes}
          {spec.series.map((s) => <Line key={s.key} dataKey={s.key} name={s.name} stroke={s.color} connectNulls isAnimationActive={false} />)}
        </LineChart>
      ) : (
        <BarChart data={[...spec.rows]} layout={vertical ? 'vertical' : 'horizontal'}>
          {axes}
          {spec.series.map((s) => <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} isAnimationActive={false} />)}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
