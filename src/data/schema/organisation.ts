import { Reader } from '../values';
import type { Data } from './common';

/**
 * settings/organisation { emailDomain, updatedAt }: the company's e-mail domain. Every roster entry's
 * mailbox is in it (the rules read it on each roster write and refuse any other domain); without the
 * document (a project before `npm run migrate`) every roster write is refused
 * (docs/data-model.md#roster). Set only by the migration and the seed (the Admin SDK), never from the app.
 */
export const ORGANISATION_ID = 'organisation';

/** A lower-case DNS domain such as `ics-rewards.test` (no '@', at least one dot). */
export function isEmailDomain(v: string): boolean {
  return /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/.test(v);
}

/** The stored domain, or null when unset or malformed (roster writes are then refused). */
export function toEmailDomain(data: Data | undefined): string | null {
  if (!data) return null;
  const domain = new Reader(data, `settings/${ORGANISATION_ID}`).str('emailDomain');
  return isEmailDomain(domain) ? domain : null;
}

/** The domain part of a mailbox (after its '@'), lower case. */
export function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

export const organisationWrites = {
  set: <T>(emailDomain: string, at: T) => ({ emailDomain, updatedAt: at }),
};
