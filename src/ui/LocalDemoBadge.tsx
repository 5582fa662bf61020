/** Marks the emulator build so nobody mistakes the demo data for the real thing (render it when `isLocalDemo`). */
export function LocalDemoBadge() {
  return (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-900">
      Local demo
    </span>
  );
}
