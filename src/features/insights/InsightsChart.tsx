import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartSpec } from './chartSpec';

/**
 * One Insights chart, drawn by recharts from its spec. Loaded only when a panel's 'Show chart' is
 * pressed (InsightsPage lazy-imports this module), so opening Insights never loads or runs recharts.
 */
export default function InsightsChart({ spec }: { spec: ChartSpec }) {
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis dataKey="label" fontSize={12} />
      <YAxis allowDecimals={spec.allowDecimals ?? true} fontSize={12} unit={spec.unit} />
      <Tooltip formatter={spec.format ? (v) => spec.format?.(Number(v)) : undefined} />
      {spec.series.length > 1 && <Legend />}
    </>
  );
  return (
    <ResponsiveContainer width="100%" height="100%">
      {spec.kind === 'line' ? (
        <LineChart data={[...spec.rows]}>
          {axes}
          {spec.series.map((s) => <Line key={s.key} dataKey={s.key} name={s.name} stroke={s.color} />)}
        </LineChart>
      ) : (
        <BarChart data={[...spec.rows]}>
          {axes}
          {spec.series.map((s) => <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} />)}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
