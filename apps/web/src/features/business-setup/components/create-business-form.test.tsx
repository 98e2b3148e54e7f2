import { screen } from '@testing-library/react';
import { messages } from '@timeapp/domain/messages';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../testing/test-utils';
import { CreateBusinessForm } from './create-business-form';

const categories = {
  body: { code: 200, message: 'OK', data: { '0': 'Hair & Beauty', '1': 'Barber' } },
};

describe('Create business form', () => {
  it('asks for a section name and a numeric contact number, and sends nothing', async () => {
    const fetch = mockFetch(categories);
    const { user } = renderWithProviders(<CreateBusinessForm onCreated={vi.fn()} />);
    await user.click(screen.getByLabelText(/^Contact number/));
    await user.paste('09-123');
    await user.clear(screen.getByLabelText(/^Section name/));
    await user.click(screen.getByRole('button', { name: 'Create business' }));
    expect(await screen.findByText(messages.sectionNameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.contactNumeric)).toBeInTheDocument();
    expect(fetch.mock.calls.every(([url]) => String(url).includes('/business/categories'))).toBe(
      true,
    );
  });

  it('hides slot settings in customer-requests-only mode', async () => {
    mockFetch(categories);
    const { user } = renderWithProviders(<CreateBusinessForm onCreated={vi.fn()} />);
    expect(screen.getByLabelText(/^Appointments per slot/)).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^Customer requests only/));
    expect(screen.queryByLabelText(/^Appointments per slot/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Not available from/)).not.toBeInTheDocument();
  });
});
