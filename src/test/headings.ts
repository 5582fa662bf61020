import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** axe's heading-order: from one heading to the next the level goes up by at most one. */
export function expectNoSkippedHeadingLevel(): void {
  const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
  const skips = levels.flatMap((level, i) => {
    const previous = levels[i - 1];
    return previous !== undefined && level > previous + 1 ? [`h${previous} -> h${level}`] : [];
  });
  expect(skips).toEqual([]);
}
