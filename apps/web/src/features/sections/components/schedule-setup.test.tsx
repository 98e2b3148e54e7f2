import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@timeapp/domain/messages';
import { slotTimes } from '@timeapp/domain/schedule';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders, sentBody } from '../../../testing/test-utils';
import { business, haircut } from '../testing/business';
import { ScheduleSetup } from './schedule-setup';

const renderSetup = () =>
  renderWithProviders(
    <>
      <Notifications />
      <ScheduleSetup business={business} />
    </>,
  );

const setValue = async (
  user: ReturnType<typeof renderSetup>['user'],
  label: string,
  value: string,
) => {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
};

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

afterEach(() => notifications.clean());

describe('Schedule set-up', () => {
  it("previews the section's slots exactly as slotTimes makes them, in 12-hour time", async () => {
    const { user } = renderSetup();
    await user.click(screen.getByRole('button', { name: 'View Schedule Details' }));
    const table = await screen.findByRole('table', { name: 'Generated slots' });
    const expected = slotTimes(haircut);
    expect(expected).toHaveLength(14); // 9-17 in 30 minutes, less the 12-13 break
    expect(rows(table)).toHaveLength(expected.length);
    expect(rows(table)[0]).toEqual(['1', '9:00 AM', '9:30 AM', '2']);
    expect(rows(table).map((r) => r[1])).not.toContain('12:00 PM');
    expect(rows(table).at(-1)).toEqual(['14', '4:30 PM', '5:00 PM', '2']);
  });

  it('previews what the form says, not what is saved', async () => {
    const { user } = renderSetup();
    await user.selectOptions(screen.getByLabelText('Slot length'), '90 minutes');
    await setValue(user, 'Not available from', '');
    await setValue(user, 'Not available until', '');
    await user.click(screen.getByRole('button', { name: 'View Schedule Details' }));
    const table = await screen.findByRole('table', { name: 'Generated slots' });
    const expected = slotTimes({ ...haircut, regularOffHours: [], slotDuration: 90 });
    expect(rows(table).map((r) => r[1])).toEqual([
      '9:00 AM',
      '10:30 AM',
      '12:00 PM',
      '1:30 PM',
      '3:00 PM',
    ]);
    expect(rows(table)).toHaveLength(expected.length);
  });

  it('checks the hours before previewing or saving', async () => {
    const fetch = mockFetch();
    const { user } = renderSetup();
    await setValue(user, 'Closing time', '08:00');
    await user.click(screen.getByRole('button', { name: 'View Schedule Details' }));
    expect(await screen.findByText(messages.hoursOrder)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('saves into the chosen section, keeping its name and closed days', async () => {
    const fetch = mockFetch({ body: { code: 200, message: 'OK', data: business } });
    const { user } = renderSetup();
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await user.selectOptions(screen.getByLabelText('Appointments per slot'), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(sentBody(fetch)).toEqual({
      section: [
        {
          _id: 's1',
          sectionName: 'Haircut',
          businessDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
          businessHours: ['09:00', '17:00'],
          regularOffHours: ['12:00', '13:00'],
          noneRegularOffDays: [],
          slotDuration: 30,
          appointmentPerSlot: 3,
          customRequest: false,
          hoursByDay: null,
          priceCents: null,
          description: '',
        },
      ],
    });
    expect(await screen.findByText(messages.businessSaved)).toBeInTheDocument();
  });

  it('clears the form', async () => {
    const { user } = renderSetup();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Opening time')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
  });
});
