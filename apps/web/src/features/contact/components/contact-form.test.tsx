import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@timeapp/domain/messages';
import { contactBody } from '@timeapp/domain/users';
import { describe, expect, it } from 'vitest';
import { mockFetch, sentBody } from '../../../testing/test-utils';
import { contactComplete } from '../../../api/contact/send-contact';
import { ContactForm } from './contact-form';

// The public contact form renders bare: no Mantine, no Query, no router.
async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<string, string>>,
) {
  for (const [label, value] of Object.entries(values))
    if (value) await user.type(screen.getByLabelText(label), value);
}

const complete = {
  'Your name': 'Hemi',
  'E-mail': 'hemi@example.nz',
  Subject: 'Hours',
  Message: 'Kia ora!',
};

describe('Contact form', () => {
  it('warns that all fields are required and sends nothing', async () => {
    const fetch = mockFetch();
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user, { 'Your name': 'Hemi', Subject: 'Hours', Message: 'Kia ora!' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent(messages.contactAllRequiredTitle);
    expect(dialog).toHaveTextContent(messages.contactAllRequiredText);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('treats blank spaces as empty', async () => {
    const fetch = mockFetch();
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user, { ...complete, Subject: '   ' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(messages.contactAllRequiredText)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the message, shows the server answer and clears the form', async () => {
    const fetch = mockFetch({ body: { code: 200, message: 'Thanks, we got it' } });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Thanks, we got it');
    expect(within(dialog).getByRole('button')).toHaveTextContent(messages.popupAwesome);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/v1.1/users/contact-timeapp');
    expect(sentBody(fetch)).toEqual({
      name: 'Hemi',
      email: 'hemi@example.nz',
      subject: 'Hours',
      message: 'Kia ora!',
    });
    expect(screen.getByLabelText('Your name')).toHaveValue('');
  });

  it('shows a refusal as a warning with the server message', async () => {
    mockFetch({ status: 429, body: { code: 429, message: messages.tooMany } });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent(messages.popupWarning);
    expect(dialog).toHaveTextContent(messages.tooMany);
    expect(within(dialog).getByRole('button')).toHaveTextContent(messages.popupUnderstood);
    expect(screen.getByLabelText('Your name')).toHaveValue('Hemi');
  });

  it.each([
    ['a network failure', new TypeError('Failed to fetch'), messages.networkIssue],
    ['a server error without a message', { status: 500, body: {} }, messages.somethingWrongLater],
    ['a proxy with no server behind it', { status: 502 }, messages.noResponse],
  ] as const)('explains %s', async (_, reply, text) => {
    mockFetch(reply);
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user, complete);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(text);
    expect(within(dialog).getByRole('button')).toHaveTextContent(messages.popupGotIt);
  });

  it('applies the same rule as the server schema', () => {
    const cases = [
      { name: 'a', email: 'b', subject: 'c', message: 'd' },
      { name: ' ', email: 'b', subject: 'c', message: 'd' },
      { name: 'a', email: '', subject: 'c', message: 'd' },
      { name: 'a', email: 'not-an-email', subject: 'c', message: '\n' },
    ];
    for (const c of cases) expect(contactComplete(c)).toBe(contactBody.safeParse(c).success);
  });
});
