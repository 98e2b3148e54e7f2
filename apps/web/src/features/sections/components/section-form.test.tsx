import { screen, waitFor } from '@testing-library/react';
import { depositTexts } from '@timeapp/domain/deposit-texts';
import { depositRuleTexts as depositRules } from '@timeapp/domain/deposit-rule-texts';
import { messages } from '@timeapp/domain/messages';
import { aSection } from '@timeapp/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { ok, routeFetch } from '../../../testing/route-fetch';
import { renderWithProviders } from '../../../testing/test-utils';
import { SectionForm } from './section-form';

const setTime = async (
  user: ReturnType<typeof renderWithProviders>['user'],
  label: string,
  value: string,
) => {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
};

describe('Section form', () => {
  it('asks for the section name', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<SectionForm businessId="b1" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save Section' }));
    expect(await screen.findByText(messages.sectionNameRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('wants the closing time after the opening time', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<SectionForm businessId="b1" onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/Section name/), 'Haircut');
    await setTime(user, 'Opening time', '17:00');
    await setTime(user, 'Closing time', '09:00');
    await user.click(screen.getByRole('button', { name: 'Save Section' }));
    expect(await screen.findByText(messages.hoursOrder)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('wants the not-available time inside the business hours', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<SectionForm businessId="b1" onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/Section name/), 'Haircut');
    await setTime(user, 'Not available from', '08:00');
    await setTime(user, 'Not available until', '10:00');
    await user.click(screen.getByRole('button', { name: 'Save Section' }));
    expect(await screen.findByText(messages.offHoursInside)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for at least one business day', async () => {
    const { user } = renderWithProviders(<SectionForm businessId="b1" onSubmit={vi.fn()} />);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await user.click(screen.getByRole('checkbox', { name: day }));
    await user.click(screen.getByRole('button', { name: 'Save Section' }));
    expect(await screen.findByText(messages.businessDaysRequired)).toBeInTheDocument();
  });

  it('sends a valid section with the slot length its label says', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<SectionForm businessId="b1" onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/Section name/), 'Haircut');
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await setTime(user, 'Not available from', '12:00');
    await setTime(user, 'Not available until', '13:00');
    await user.selectOptions(screen.getByLabelText('Slot length'), '45 minutes');
    await user.selectOptions(screen.getByLabelText('Appointments per slot'), '2');
    await user.click(screen.getByRole('button', { name: 'Save Section' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      sectionName: 'Haircut',
      businessDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      businessHours: ['09:00', '17:00'],
      regularOffHours: ['12:00', '13:00'],
      noneRegularOffDays: [],
      slotDuration: 45,
      appointmentPerSlot: 2,
      customRequest: false,
      hoursByDay: null,
      priceCents: null,
      description: '',
    });
  });

  it('gives each open day its own hours: a late Thursday, lunch a gap', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<SectionForm businessId="b1" onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/Section name/), 'Haircut');
    await setTime(user, 'Not available from', '12:00');
    await setTime(user, 'Not available until', '13:00');
    await user.click(screen.getByRole('switch', { name: 'Different hours on some days' }));
    await screen.findByLabelText('Thursday, period 1, ends');
    // Each open day starts as today's hours; one set of opening hours no longer shows.
    expect(screen.queryByLabelText('Opening time')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Not available from')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Saturday' })).not.toBeInTheDocument();
    await setTime(user, 'Thursday, period 1, ends', '14:00');
    await user.click(screen.getByRole('button', { name: 'Save Section' }));
    expect(await screen.findByText(messages.intervalsOverlap)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await setTime(user, 'Thursday, period 1, ends', '12:00');
    await setTime(user, 'Thursday, period 2, ends', '20:00');
    await user.click(screen.getByRole('button', { name: 'Save Section' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const usual = [
      ['09:00', '12:00'],
      ['13:00', '17:00'],
    ];
    expect(onSubmit.mock.calls[0]?.[0].hoursByDay).toEqual({
      MO: usual,
      TU: usual,
      WE: usual,
      TH: [
        ['09:00', '12:00'],
        ['13:00', '20:00'],
      ],
      FR: usual,
    });
  });

  it('edits stored hours per day with the days they leave out open as usual', async () => {
    const onSubmit = vi.fn();
    const section = aSection({
      businessDays: ['Monday', 'Thursday'],
      regularOffHours: ['12:00', '13:00'],
      hoursByDay: { TH: [['13:00', '20:00']] },
    });
    const { user } = renderWithProviders(
      <SectionForm businessId="b1" section={section} onSubmit={onSubmit} />,
    );
    expect(screen.getByRole('switch', { name: 'Different hours on some days' })).toBeChecked();
    expect(await screen.findByLabelText('Monday, period 2, ends')).toHaveValue('17:00');
    expect(screen.getByLabelText('Thursday, period 1, ends')).toHaveValue('20:00');
    await user.click(screen.getByRole('button', { name: 'Save Section' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].hoursByDay).toEqual({
      MO: [
        ['09:00', '12:00'],
        ['13:00', '17:00'],
      ],
      TH: [['13:00', '20:00']],
    });
  });

  it('sends the price in cents with the description, and explains a price it cannot read', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<SectionForm businessId="b1" onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/Section name/), 'Haircut');
    await user.type(screen.getByLabelText(/Price/), 'forty');
    await user.click(screen.getByRole('button', { name: 'Save Section' }));
    expect(await screen.findByText(messages.priceInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/Price/));
    await user.type(screen.getByLabelText(/Price/), '45.5');
    await user.type(screen.getByLabelText(/Description/), 'Wash, cut and blow-dry.');
    await user.click(screen.getByRole('button', { name: 'Save Section' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      priceCents: 4550,
      description: 'Wash, cut and blow-dry.',
    });
  });

  it('shows a stored price as dollars', () => {
    renderWithProviders(
      <SectionForm
        businessId="b1"
        section={aSection({ priceCents: 6500, description: 'Cut' })}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByLabelText(/Price/)).toHaveValue('65');
    expect(screen.getByLabelText(/Description/)).toHaveValue('Cut');
  });

  it('hides the not-available time, slot length and places for customer requests only', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<SectionForm businessId="b1" onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Not available from')).toBeInTheDocument();
    await setTime(user, 'Not available from', '08:00');
    await setTime(user, 'Not available until', '10:00');

    await user.click(screen.getByRole('switch', { name: /Customer requests only/ }));
    expect(screen.queryByLabelText('Not available from')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Not available until')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Slot length')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Appointments per slot')).not.toBeInTheDocument();

    // A hidden window is not checked nor sent.
    await user.type(screen.getByLabelText(/Section name/), 'Tables');
    await user.click(screen.getByRole('button', { name: 'Save Section' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ customRequest: true, regularOffHours: [] });
  });

  it('asks a request section for the most people per half hour, and refuses what is not a whole number', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<SectionForm businessId="b1" onSubmit={onSubmit} />);
    expect(screen.queryByLabelText(messages.maxCoversLabel)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Section name/), 'Dinner');
    await user.click(screen.getByRole('switch', { name: /Customer requests only/ }));
    await user.type(screen.getByLabelText(messages.maxCoversLabel), '2.5');
    await user.click(screen.getByRole('button', { name: 'Save Section' }));
    expect(await screen.findByText(messages.maxCoversInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(messages.maxCoversLabel));
    await user.type(screen.getByLabelText(messages.maxCoversLabel), '40');
    await user.click(screen.getByRole('button', { name: 'Save Section' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ customRequest: true, maxCovers: 40 });
  });

  it('shows a stored limit, and leaves it out once the section books slots again', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <SectionForm
        businessId="b1"
        section={aSection({ customRequest: true, regularOffHours: [], maxCovers: 24 })}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByLabelText(messages.maxCoversLabel)).toHaveValue('24');
    await user.click(screen.getByRole('switch', { name: /Customer requests only/ }));
    await user.click(screen.getByRole('button', { name: 'Save Section' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ customRequest: false });
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('maxCovers');
  });

  describe('deposit', () => {
    const account = (status: 'none' | 'onboarding' | 'ready', configured = true) =>
      routeFetch({
        'GET /business/b1/deposits': ok({ businessId: 'b1', configured, status }),
      });
    const save = (user: ReturnType<typeof renderWithProviders>['user']) =>
      user.click(screen.getByRole('button', { name: 'Save Section' }));

    it('is not offered where the server takes no payments', async () => {
      const fetch = account('none', false);
      renderWithProviders(<SectionForm businessId="b1" section={aSection()} onSubmit={vi.fn()} />);
      await waitFor(() => expect(fetch).toHaveBeenCalled());
      expect(screen.queryByLabelText(depositTexts.fieldLabel)).toBeNull();
    });

    it('offers only None until the Stripe account is ready', async () => {
      account('onboarding');
      renderWithProviders(<SectionForm businessId="b1" section={aSection()} onSubmit={vi.fn()} />);
      expect(await screen.findByText(depositTexts.notReadyHint)).toBeInTheDocument();
      expect(screen.getByLabelText(depositTexts.fieldLabel)).toHaveValue('none');
      expect(screen.getByRole('option', { name: depositTexts.kinds.amount })).toBeDisabled();
      expect(screen.getByRole('option', { name: depositTexts.kinds.percent })).toBeDisabled();
    });

    it('takes an amount from $1 to $10,000, in cents', async () => {
      account('ready');
      const onSubmit = vi.fn();
      const { user } = renderWithProviders(
        <SectionForm businessId="b1" section={aSection()} onSubmit={onSubmit} />,
      );
      await user.selectOptions(
        await screen.findByLabelText(depositTexts.fieldLabel),
        depositTexts.kinds.amount,
      );
      const amount = screen.getByLabelText(depositTexts.amountLabel);
      for (const typed of ['0.50', '10001', 'ten']) {
        await user.clear(amount);
        await user.type(amount, typed);
        await save(user);
        expect(await screen.findByText(depositRules.amountInvalid)).toBeInTheDocument();
      }
      expect(onSubmit).not.toHaveBeenCalled();
      await user.clear(amount);
      await user.type(amount, '20');
      await save(user);
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]?.[0].deposit).toEqual({ kind: 'amount', value: 2000 });
    });

    it('takes a whole percentage from 1 to 100, and only of a price', async () => {
      account('ready');
      const onSubmit = vi.fn();
      const { user } = renderWithProviders(
        <SectionForm
          businessId="b1"
          section={aSection({ priceCents: null })}
          onSubmit={onSubmit}
        />,
      );
      await user.selectOptions(
        await screen.findByLabelText(depositTexts.fieldLabel),
        depositTexts.kinds.percent,
      );
      const percent = screen.getByLabelText(depositTexts.percentLabel);
      for (const typed of ['0', '101', '12.5']) {
        await user.clear(percent);
        await user.type(percent, typed);
        await save(user);
        expect(await screen.findByText(depositRules.percentInvalid)).toBeInTheDocument();
      }
      await user.clear(percent);
      await user.type(percent, '25');
      await save(user);
      expect(await screen.findByText(depositTexts.percentNeedsPrice)).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
      await user.type(screen.getByLabelText(messages.priceNzd), '80');
      await save(user);
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
        priceCents: 8000,
        deposit: { kind: 'percent', value: 25 },
      });
    });

    it('shows the stored rule, sends nothing for it unchanged, and null for None', async () => {
      account('ready');
      const onSubmit = vi.fn();
      const section = aSection({ deposit: { kind: 'amount', value: 1550 } });
      const { user } = renderWithProviders(
        <SectionForm businessId="b1" section={section} onSubmit={onSubmit} />,
      );
      expect(await screen.findByLabelText(depositTexts.amountLabel)).toHaveValue('15.50');
      await save(user);
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('deposit');
      await user.selectOptions(
        screen.getByLabelText(depositTexts.fieldLabel),
        depositTexts.kinds.none,
      );
      await save(user);
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
      expect(onSubmit.mock.calls[1]?.[0].deposit).toBeNull();
    });
  });
});
