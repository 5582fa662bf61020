import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STILL_SAVING_AFTER_MS, STILL_SAVING_MESSAGE, StillSaving } from './StillSaving';

afterEach(() => vi.useRealTimers());

describe('StillSaving', () => {
  it('says nothing for a quick save, then that it is still saving (never offline) once it lasts', () => {
    vi.useFakeTimers();
    const { rerender } = render(<StillSaving saving />);
    act(() => vi.advanceTimersByTime(STILL_SAVING_AFTER_MS - 1));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent(STILL_SAVING_MESSAGE);
    expect(STILL_SAVING_MESSAGE).not.toMatch(/offline/i);
    // The answer arrives: the line goes, and the next save starts its wait afresh.
    rerender(<StillSaving saving={false} />);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<StillSaving saving />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
