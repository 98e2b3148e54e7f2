import { Button, TextInput } from '@mantine/core';
import { messages } from '@timeapp/domain/messages';
import { phoneNumber } from '@timeapp/domain/phone';
import { phoneRules } from '@timeapp/domain/phone-rules';
import { z } from '@timeapp/domain/zod';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PhoneInput } from '../components/ui/phone-input';
import { renderWithProviders } from '../testing/test-utils';
import { useForm } from './form';

// The web build's phone rules (vite.config.ts swaps them in): the library loads on first use.
vi.mock('@timeapp/domain/phone-rules', () => import('@timeapp/domain/phone-rules.lazy'));

const schema = z.object({
  name: z.string().check(z.minLength(1, messages.nameRequired)),
  mobile: phoneNumber(messages.mobileDigits),
});

function Form({ onValid }: { onValid: (data: z.output<typeof schema>) => void }) {
  const { field, onSubmit } = useForm({ initial: { name: '', mobile: '' }, schema, onValid });
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextInput label="Name" {...field('name')} />
      <PhoneInput label="Mobile" {...field('mobile')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

// The first test runs before anything has loaded the library.
describe('useForm', () => {
  it('loads the phone rules on the field’s first focus, and a submit waits for them', async () => {
    expect(phoneRules.ready()).toBe(false);
    const onValid = vi.fn();
    const { user } = renderWithProviders(<Form onValid={onValid} />);
    await user.type(screen.getByLabelText('Name'), 'Aroha');
    await user.type(screen.getByLabelText('Mobile'), '(09) 300 1234');
    // Submitted before the library may have arrived: never refused for that.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Aroha', mobile: '+6493001234' }),
    );
    expect(phoneRules.ready()).toBe(true);
    expect(screen.queryByText(messages.mobileDigits)).toBeNull();
  });

  it('checks a touched field on every change: a corrected field loses its message at once', async () => {
    const onValid = vi.fn();
    const { user } = renderWithProviders(<Form onValid={onValid} />);
    // Untouched fields are not judged while the form is being filled in.
    await user.type(screen.getByLabelText('Name'), 'A');
    await user.clear(screen.getByLabelText('Name'));
    expect(screen.queryByText(messages.nameRequired)).toBeNull();
    // Left after a change: judged from then on.
    await user.tab();
    expect(await screen.findByText(messages.nameRequired)).toBeVisible();
    expect(screen.queryByText(messages.mobileDigits)).toBeNull();
    await user.type(screen.getByLabelText('Name'), 'Aroha');
    await waitFor(() => expect(screen.queryByText(messages.nameRequired)).toBeNull());

    // A submit judges every field; correcting the number clears its message without a submit.
    await user.type(screen.getByLabelText('Mobile'), '021');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.mobileDigits)).toBeVisible();
    expect(onValid).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Mobile'), ' 555 0199');
    await waitFor(() => expect(screen.queryByText(messages.mobileDigits)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Aroha', mobile: '+64215550199' }),
    );
  });
});
