import type { Appointment } from '@timeapp/domain/appointments';
import { describe, expect, it } from 'vitest';
import { splitAppointments } from './split-appointments';

const at = (id: string, appointmentDate: string, appointmentTime: string) =>
  ({ _id: id, appointmentDate, appointmentTime }) as Appointment;

describe('splitAppointments', () => {
  it('puts today and later days in their lists, ascending, and drops past days', () => {
    const list = [
      at('late-future', '2026-05-02', '09:00'),
      at('today-late', '2026-05-01', '15:00'),
      at('past', '2026-04-30', '09:00'),
      at('today-early', '2026-05-01', '08:30'),
      at('soon', '2026-05-02', '07:00'),
      at('next', '2026-05-02', '08:00'),
    ];
    const { today, future } = splitAppointments(list, '2026-05-01');
    expect(today.map((a) => a._id)).toEqual(['today-early', 'today-late']);
    expect(future.map((a) => a._id)).toEqual(['soon', 'next', 'late-future']);
  });
});
