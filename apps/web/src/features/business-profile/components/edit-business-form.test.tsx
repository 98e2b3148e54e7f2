import { screen, waitFor } from '@testing-library/react';
import { aBusiness } from '@timeapp/domain/testing';
import { depositTexts } from '@timeapp/domain/deposit-texts';
import { cancellationTexts } from '@timeapp/domain/cancellation-policy-texts';
import { messages } from '@timeapp/domain/messages';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { EditBusinessForm } from './edit-business-form';

const business = aBusiness({ contactNumber: '0211234567' });

describe('Edit business form', () => {
  it('asks for a name and a contact number', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <EditBusinessForm business={business} onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    await user.clear(screen.getByLabelText(/Business name/));
    await user.clear(screen.getByLabelText(/contact number/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the business name')).toBeInTheDocument();
    expect(screen.getByText(messages.contactNumeric)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the stored number as people read it', () => {
    renderWithProviders(
      <EditBusinessForm
        business={{ ...business, contactNumber: '+6493761234' }}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByLabelText(/contact number/)).toHaveValue('09 376 1234');
  });

  it('takes the number as typed and sends it in E.164 with the other fields', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <EditBusinessForm business={business} onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    const contact = screen.getByLabelText(/contact number/);
    await user.clear(contact);
    await user.type(contact, '(09) 376-1234');
    expect(contact).toHaveValue('(09) 376-1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Ponsonby Hair Studio',
      aboutBusiness: business.aboutBusiness,
      contactNumber: '+6493761234',
      address: business.address,
      reminders: '24h',
      cancellationPolicy: { freeHours: 24, strikeLimit: 3, consequence: 'refuse' },
    });
  });

  it('lets the owner choose the reminder e-mails', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <EditBusinessForm business={business} onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    const select = screen.getByLabelText(messages.remindersLabel);
    expect(select).toHaveValue('24h');
    await user.selectOptions(select, messages.reminderChoices.both);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ reminders: 'both' });
  });

  it('adds a street line to the address', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <EditBusinessForm business={business} onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    await user.type(screen.getByLabelText(/Street address/), '  212 Ponsonby Road ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0].address).toEqual({
      ...business.address,
      street: '212 Ponsonby Road',
    });
  });

  it('refuses letters in the number with a hint of what to type', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <EditBusinessForm business={business} onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    const contact = screen.getByLabelText(/contact number/);
    await user.clear(contact);
    await user.type(contact, '09 abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.contactNumeric)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets the owner set the cancellation policy', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <EditBusinessForm business={business} onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    const hours = screen.getByLabelText(cancellationTexts.freeHoursLabel);
    const limit = screen.getByLabelText(cancellationTexts.strikeLimitLabel);
    expect(hours).toHaveValue('24');
    expect(limit).toHaveValue('3');
    const then = screen.getByLabelText(cancellationTexts.consequenceLabel);
    expect([...then.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      cancellationTexts.consequences.refuse,
      cancellationTexts.consequences.deposit,
    ]);
    await user.clear(hours);
    await user.type(hours, '48');
    await user.clear(limit);
    await user.type(limit, '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      cancellationPolicy: { freeHours: 48, strikeLimit: 2, consequence: 'refuse' },
    });
  });

  it('asks customers with strikes for a deposit of the amount the owner sets', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <EditBusinessForm business={business} onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    await user.selectOptions(
      screen.getByLabelText(cancellationTexts.consequenceLabel),
      cancellationTexts.consequences.deposit,
    );
    const amount = screen.getByLabelText(depositTexts.strikeDepositLabel);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(cancellationTexts.strikeDepositInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(amount, '0.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(cancellationTexts.strikeDepositInvalid)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '25');
    expect(screen.getByText(/Ask for a deposit of \$25/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      cancellationPolicy: { consequence: 'deposit', strikeDepositCents: 2500 },
    });
  });

  it.each([
    ['73', '3', cancellationTexts.freeHoursInvalid],
    ['', '3', cancellationTexts.freeHoursInvalid],
    ['2.5', '3', cancellationTexts.freeHoursInvalid],
    ['24', '0', cancellationTexts.strikeLimitInvalid],
    ['24', 'ten', cancellationTexts.strikeLimitInvalid],
  ])('refuses %s hours and %s strikes, saying what they need', async (hours, limit, message) => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <EditBusinessForm business={business} onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    const hoursInput = screen.getByLabelText(cancellationTexts.freeHoursLabel);
    const limitInput = screen.getByLabelText(cancellationTexts.strikeLimitLabel);
    await user.clear(hoursInput);
    if (hours) await user.type(hoursInput, hours);
    await user.clear(limitInput);
    await user.type(limitInput, limit);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
