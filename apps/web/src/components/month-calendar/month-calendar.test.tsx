import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { monthWeeks, toIsoDate, visibleRange } from './calendar-dates';
import { MonthCalendar } from './month-calendar';
import { renderWithProviders } from '@/test/render';

type Item = { id: number; day: string; title: string };

describe('monthWeeks', () => {
  it('starts every week on Saturday and covers the whole month', () => {
    // May 2026 begins on a Friday and ends on a Sunday.
    const weeks = monthWeeks({ year: 2026, month: 5 });
    expect(weeks.every((week) => week[0].getDay() === 6 && week.length === 7)).toBe(true);
    expect(toIsoDate(weeks[0][0])).toBe('2026-04-25');
    expect(toIsoDate(weeks[0][6])).toBe('2026-05-01');
    expect(toIsoDate(weeks[weeks.length - 1][6])).toBe('2026-06-05');
    expect(visibleRange({ year: 2026, month: 5 })).toEqual({ from: '2026-04-25', to: '2026-06-05' });
  });

  it('needs no leading days when the month begins on a Saturday', () => {
    const weeks = monthWeeks({ year: 2026, month: 8 });
    expect(toIsoDate(weeks[0][0])).toBe('2026-08-01');
  });
});

describe('MonthCalendar', () => {
  const items: Item[] = [
    { id: 1, day: '2026-05-14', title: 'Physics 10:00' },
    { id: 2, day: '2026-05-14', title: 'Maths 12:30' },
    { id: 3, day: '2026-05-20', title: 'Biology 09:00' },
  ];

  const renderCalendar = (onMonthChange = vi.fn()) =>
    renderWithProviders(
      <MonthCalendar
        month={{ year: 2026, month: 5 }}
        onMonthChange={onMonthChange}
        items={items}
        dateOf={(item) => item.day}
        keyOf={(item) => item.id}
        renderItem={(item) => <span>{item.title}</span>}
        today={new Date(2026, 4, 14)}
      />,
    );

  it('heads the columns Saturday to Friday and puts items on their day', () => {
    const { container } = renderCalendar();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent?.slice(0, 3))).toEqual([
      'Sat',
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
    ]);
    const day = container.querySelector<HTMLElement>('[data-date="2026-05-14"]')!;
    expect(within(day).getByText('Physics 10:00')).toBeInTheDocument();
    expect(within(day).getByText('Maths 12:30')).toBeInTheDocument();
    expect(
      within(container.querySelector<HTMLElement>('[data-date="2026-05-20"]')!).getByText('Biology 09:00'),
    ).toBeInTheDocument();
  });

  it('marks today', () => {
    renderCalendar();
    const today = screen.getAllByRole('gridcell').filter((cell) => cell.getAttribute('aria-current') === 'date');
    expect(today.map((cell) => cell.dataset.date)).toEqual(['2026-05-14']);
  });

  it('moves to the previous and next month, across the year', async () => {
    const user = userEvent.setup();
    const onMonthChange = vi.fn();
    renderCalendar(onMonthChange);
    expect(screen.getByRole('heading', { name: 'May 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(onMonthChange).toHaveBeenLastCalledWith({ year: 2026, month: 4 });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(onMonthChange).toHaveBeenLastCalledWith({ year: 2026, month: 6 });
  });
});
