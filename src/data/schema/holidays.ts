import type { Holiday, HolidayInput } from '@/domain/holidays';
import { Reader } from '../values';
import type { Data } from './common';

/** holidays/{YYYY-MM-DD}: one company holiday. */
export function toHoliday(id: string, data: Data): Holiday {
  const r = new Reader(data, `holidays/${id}`);
  return { day: r.str('day', id), name: r.str('name', 'Holiday') };
}

export const holidayWrites = {
  /** An admin sets (or renames) the holiday of a day. */
  save: <T>(input: HolidayInput, by: string, at: T) => ({
    day: input.day,
    name: input.name.trim(),
    updatedBy: by,
    updatedAt: at,
  }),
};
