import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@timeapp/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders, sentBody } from '../../../testing/test-utils';
import { business, haircut } from '../testing/business';
import { SectionList } from './section-list';

const renderList = () =>
  renderWithProviders(
    <>
      <Notifications />
      <SectionList business={business} />
    </>,
  );

// The notifications store is global: one test's message must not show in the next.
afterEach(() => notifications.clean());

describe('Section list', () => {
  it('shows days, 12-hour hours and, for slot sections only, slot length and places', () => {
    renderList();
    const card = screen.getByRole('article', { name: 'Haircut' });
    expect(within(card).getByText('MO')).toBeInTheDocument();
    expect(within(card).queryByText('SA')).not.toBeInTheDocument();
    expect(within(card).getByText('9:00 AM – 5:00 PM')).toBeInTheDocument();
    expect(within(card).getByText('12:00 PM – 1:00 PM')).toBeInTheDocument();
    expect(within(card).getByText('30 minutes')).toBeInTheDocument();
    const request = screen.getByRole('article', { name: 'Colour consultation' });
    expect(within(request).getByText('Customer requests only')).toBeInTheDocument();
    expect(within(request).queryByText('Slot length')).not.toBeInTheDocument();
  });

  it('deletes a section only after the confirmation, sending it back with version 1', async () => {
    const fetch = mockFetch({ body: { code: 200, message: 'OK', data: business } });
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Delete section Haircut' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(messages.confirmDeleteSection)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/business\/b1$/);
    expect(init?.method).toBe('PUT');
    expect(sentBody(fetch)).toEqual({ section: [{ _id: 's1', __v: 1 }] });
    expect(await screen.findByText(messages.businessSaved)).toBeInTheDocument();
  });

  it('sends nothing when the deletion is not confirmed', async () => {
    const fetch = mockFetch();
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Delete section Haircut' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's reason in a dialog with Cancel when the deletion fails", async () => {
    mockFetch({ status: 400, body: { code: 400, message: messages.sectionRequired } });
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Delete section Haircut' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    const error = await screen.findByRole('dialog', { name: 'Error' }, { timeout: 4000 });
    expect(within(error).getByText(messages.sectionRequired)).toBeInTheDocument();
    expect(within(error).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  // Issue 29: 'Add Section' and 'Edit' asked 'Do you want to...?' before opening the form.
  it('opens the add form at once, without asking first', async () => {
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Add Section' }));
    const form = await screen.findByRole('form', { name: 'Add section' }, { timeout: 5000 });
    expect(within(form).getByLabelText(/Section name/)).toHaveValue('');
    expect(screen.queryByText(/Do you want to/)).toBeNull();
  });

  it('edits a section in the form filled in, opened at once', async () => {
    const fetch = mockFetch({ body: { code: 200, message: 'OK', data: business } });
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Edit section Haircut' }));
    // The form is lazy: the first open loads its chunk.
    const name = await screen.findByLabelText(/Section name/, {}, { timeout: 5000 });
    expect(screen.queryByText(/Do you want to/)).toBeNull();
    expect(name).toHaveValue('Haircut');
    await user.clear(name);
    await user.type(name, 'Cuts');
    await user.click(screen.getByRole('button', { name: 'Save Section' }));
    // The form also asks whether deposits are set up (GET): the save is the PUT.
    const put = () => fetch.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    await waitFor(() => expect(put()).toBeGreaterThanOrEqual(0));
    expect(sentBody(fetch, put())).toEqual({
      section: [
        {
          _id: 's1',
          sectionName: 'Cuts',
          businessDays: haircut.businessDays,
          businessHours: ['09:00', '17:00'],
          regularOffHours: ['12:00', '13:00'],
          noneRegularOffDays: [],
          slotDuration: 30,
          appointmentPerSlot: 2,
          customRequest: false,
          hoursByDay: null,
          priceCents: null,
          description: '',
        },
      ],
    });
  });
});
