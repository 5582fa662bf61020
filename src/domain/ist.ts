/**
 * India's clock (UTC+5:30, no daylight saving): report days, budget and limit months and the reminder's
 * hour are IST, as the rules compute them from request.time (istToday(), istMonth()). The one place for
 * these; deliberately free of imports so the sign-in route's bundle stays small.
 */
export const IST_OFFSET_MS = 330 * 60_000;

/** The instant `at` as India's wall clock: its UTC fields are the IST date and time. */
function istClock(at: Date): Date {
  return new Date(at.getTime() + IST_OFFSET_MS);
}

/** 'YYYY-MM-DD' of the IST calendar day of `at` (the rules' istToday() for request.time). */
export function istDayKey(at: Date): string {
  return istClock(at).toISOString().slice(0, 10);
}

/** 'YYYY-MM' of the IST calendar month of `at` (the rules' istMonth() for request.time). */
export function istMonthKey(at: Date): string {
  return istDayKey(at).slice(0, 7);
}

/** The hour (0-23) of the IST clock at `at`. */
export function istHour(at: Date): number {
  return istClock(at).getUTCHours();
}
