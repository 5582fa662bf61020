import { describe, expect, it } from 'vitest';
import { NOTIFICATION_WINDOW_DAYS, notificationsSince } from './notifications';

const now = new Date('2026-11-24T10:00:00Z');
const daysBefore = (d: number) => new Date(now.getTime() - d * 86_400_000);

describe('notificationsSince (the bell looks back at most NOTIFICATION_WINDOW_DAYS)', () => {
  it('is 30 days', () => expect(NOTIFICATION_WINDOW_DAYS).toBe(30));

  it('a user who never opened the bell sees the last 30 days, not every decision ever made', () => {
    expect(notificationsSince(null, now)).toEqual(daysBefore(30));
  });

  it('since the last look when it is within the window', () => {
    expect(notificationsSince(daysBefore(2), now)).toEqual(daysBefore(2));
  });

  it('a last look older than the window is bounded by it', () => {
    expect(notificationsSince(daysBefore(400), now)).toEqual(daysBefore(30));
  });
});
