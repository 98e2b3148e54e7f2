import { fireEvent, render, screen } from '@testing-library/react';
import type { SectionAvailability } from '@timeapp/domain/businesses';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MonthCalendar } from './month-calendar';

type Day = SectionAvailability['days'][number];

const days = new Map<string, Day>([
  ['2026-12-08', { date: '2026-12-08', open: true, full: false, free: 3 }],
  ['2026-12-09', { date: '2026-12-09', open: false, full: true, free: 0 }],
  [
    '2026-12-13',
    { date: '2026-12-13', open: false, full: false, free: 0, closedReason: 'Closed on Sundays' },
  ],
]);

function Harness({ onChange = () => {} }: { onChange?: (d: string) => void }) {
  const [month, setMonth] = useState('2026-12-01');
  const [value, setValue] = useState<string | null>(null);
  return (
    <MonthCalendar
      month={month}
      onMonth={setMonth}
      min="2026-12-03"
      max="2027-12-03"
      days={days}
      value={value}
      onChange={(d) => {
        setValue(d);
        onChange(d);
      }}
    />
  );
}

describe('MonthCalendar', () => {
  it('names each day with what it offers, Monday first, and greys the days before today', () => {
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeTruthy();
    const heads = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(heads).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    expect(screen.getByRole('button', { name: 'Tue 8 Dec, 3 free' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wed 9 Dec, Full' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sun 13 Dec, Closed' }).getAttribute('title')).toBe(
      'Closed on Sundays',
    );
    expect((screen.getByRole('button', { name: 'Wed 2 Dec' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    // Today's month: nothing before it to go back to.
    expect(
      (screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('keeps one day in the tab order (the first with a free place) and moves with the arrows', () => {
    const chosen: string[] = [];
    render(<Harness onChange={(d) => chosen.push(d)} />);
    const first = screen.getByRole('button', { name: 'Tue 8 Dec, 3 free' });
    expect(first.tabIndex).toBe(0);
    expect(screen.getAllByRole('button').filter((b) => b.tabIndex === 0)).toHaveLength(3); // + the two month buttons
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Wed 9 Dec, Full' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect((document.activeElement as HTMLElement).dataset.date).toBe('2026-12-16');
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    expect(screen.getByRole('heading', { name: 'January 2027' })).toBeTruthy();
    expect((document.activeElement as HTMLElement).dataset.date).toBe('2027-01-16');
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    fireEvent.click(document.activeElement!);
    expect(chosen).toEqual(['2027-01-16']);
    expect(document.activeElement!.getAttribute('aria-pressed')).toBe('true');
  });

  it('does not move before the first day that can be chosen', () => {
    render(<Harness />);
    const first = screen.getByRole('button', { name: 'Tue 8 Dec, 3 free' });
    first.focus();
    fireEvent.keyDown(first, { key: 'PageUp' });
    expect((document.activeElement as HTMLElement).dataset.date).toBe('2026-12-03');
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeTruthy();
  });
});
