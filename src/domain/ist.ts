/** India's offset from UTC: report days and budget months are IST calendar days and months. */
export const IST_OFFSET_MS = 330 * 60_000;

/** 'YYYY-MM-DD' of the IST calendar day of `at`. */
export function istDayKey(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
