import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { searchTooLongMessage, type SearchLimit } from '@/domain/search';

/**
 * Pastes 10,000 characters into a search box and expects the refusal of `limit` (its message, the box
 * marked invalid) and that no query ever asked for a longer term (`termsAsked`: every term queried).
 */
export async function expectLongSearchRefused(
  user: UserEvent,
  search: HTMLElement,
  limit: SearchLimit,
  termsAsked: () => readonly string[],
): Promise<void> {
  await user.click(search);
  await user.paste('x'.repeat(10_000));
  expect(await screen.findByText(searchTooLongMessage(limit))).toBeInTheDocument();
  expect(search).toHaveAttribute('aria-invalid', 'true');
  expect(termsAsked().every((term) => term.length <= limit.max)).toBe(true);
}
