import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MonthCalendar } from './MonthCalendar';

// Wednesday 10 September 2025, mid-morning.
const TODAY = new Date(2025, 8, 10, 10, 0);

function state(day: string) {
  return document.querySelector(`[data-day="${day}"]`)?.getAttribute('data-state');
}

function Harness({
  reportDays,
  onSelectDay,
  start = TODAY,
}: {
  reportDays: Set<string>;
  onSelectDay?: (d: string) => void;
  start?: Date;
}) {
  const [month, setMonth] = useState(start);
  return (
    <MonthCalendar
      month={month}
      onMonthChange={setMonth}
      today={TODAY}
      reportDays={reportDays}
      onSelectDay={onSelectDay}
    />
  );
}

describe('MonthCalendar', () => {
  it("shows a company holiday as a holiday with its name, not a missed day", () => {
    render(
      <MonthCalendar
        month={TODAY}
        onMonthChange={() => undefined}
        today={TODAY}
        reportDays={new Set()}
        holidays={new Map([['2025-09-05', 'Teachers Day']])}
      />,
    );
    expect(state('2025-09-05')).toBe('holiday');
    expect(state('2025-09-04')).toBe('missed');
    expect(screen.getByRole('img', { name: 'Friday, September 5, 2025: Holiday (Teachers Day)' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Legend' })).getByText('Holiday')).toBeInTheDocument();
  });

  it('shows the weekday headers Sun to Sat and the legend', () => {
    render(<Harness reportDays={new Set()} />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getByText('Report Submitted')).toBeInTheDocument();
    expect(within(legend).getByText('Today')).toBeInTheDocument();
    expect(within(legend).getByText('Missed Report')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'September 2025' })).toBeInTheDocument();
  });

  it('gives every day of September 2025 its state', () => {
    render(<Harness reportDays={new Set(['2025-09-01', '2025-09-03', '2025-09-10'])} />);
    expect(state('2025-09-01')).toBe('submitted');
    expect(state('2025-09-02')).toBe('missed'); // Tuesday without a report
    expect(state('2025-09-03')).toBe('submitted');
    expect(state('2025-09-07')).toBe('idle'); // Sunday: never missed
    expect(state('2025-09-09')).toBe('missed');
    expect(state('2025-09-10')).toBe('submitted'); // today, already filed, still outlined
    expect(
      screen.getByRole('img', { name: 'Wednesday, September 10, 2025: Report Submitted (Today)' }),
    ).toHaveClass('ring-2');
    expect(state('2025-09-11')).toBe('disabled'); // future
    expect(state('2025-09-30')).toBe('disabled');
    expect(
      screen.getByRole('img', { name: 'Tuesday, September 2, 2025: Missed Report' }),
    ).toBeInTheDocument();
  });

  it('outlines today when no report has been filed yet', () => {
    render(<Harness reportDays={new Set()} />);
    expect(state('2025-09-10')).toBe('today');
    expect(screen.getByRole('img', { name: 'Wednesday, September 10, 2025: Today' })).toBeInTheDocument();
  });

  it('greys out days before 28 July 2025 and cannot go further back than July 2025', async () => {
    const user = userEvent.setup();
    render(<Harness reportDays={new Set(['2025-07-28'])} />);
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'August 2025' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'July 2025' })).toBeInTheDocument();
    expect(state('2025-07-25')).toBe('disabled');
    expect(state('2025-07-27')).toBe('disabled');
    expect(state('2025-07-28')).toBe('submitted');
    expect(state('2025-07-29')).toBe('missed');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('does not go past the current month', async () => {
    const user = userEvent.setup();
    render(<Harness reportDays={new Set()} start={new Date(2025, 7, 1)} />);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'September 2025' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('makes only days with a report clickable', async () => {
    const user = userEvent.setup();
    const onSelectDay = vi.fn();
    render(<Harness reportDays={new Set(['2025-09-03'])} onSelectDay={onSelectDay} />);
    await user.click(screen.getByRole('button', { name: 'Wednesday, September 3, 2025: Report Submitted' }));
    expect(onSelectDay).toHaveBeenCalledWith('2025-09-03');
    expect(screen.queryByRole('button', { name: /September 2, 2025/ })).not.toBeInTheDocument();
  });

  it('renders no buttons for days without onSelectDay', () => {
    render(
      <MonthCalendar
        month={TODAY}
        onMonthChange={() => {}}
        today={TODAY}
        reportDays={new Set(['2025-09-03'])}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Previous month',
      'Next month',
    ]);
  });
});
