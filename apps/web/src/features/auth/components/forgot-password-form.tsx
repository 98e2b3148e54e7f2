import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { messages } from '@timeapp/domain/messages';
import { forgotBody } from '@timeapp/domain/users';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { validate } from '../../../lib/form';
import { useForgotPassword } from '../../../api/auth/forgot-password';

type Props = { onSent: (message: string) => void };

export function ForgotPasswordForm({ onSent }: Props) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const forgot = useForgotPassword();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(forgotBody, { email });
    setError(checked.errors.email);
    if (!checked.ok) return;
    forgot.mutate(checked.data, {
      onSuccess: (message) => onSent(message || messages.resetMailSent),
      // SPEC.md 7: a 400 clears the field.
      onError: () => setEmail(''),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Forgot password">
      <Stack gap="sm">
        {forgot.isError && (
          <Alert color="red" role="alert">
            {errorMessage(forgot.error, messages.somethingWrong)}
          </Alert>
        )}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
        />
        <Button type="submit" loading={forgot.isPending}>
          Get Reset Link
        </Button>
      </Stack>
    </form>
  );
}
