import { Alert, Button, Group, TextInput } from '@mantine/core';
import { resendBody } from '@timeapp/domain/users';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { validate } from '../../../lib/form';
import { useResendVerification } from '../../../api/auth/resend-verification';

export function ResendVerificationForm({ initialEmail = '' }: { initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const resend = useResendVerification();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(resendBody, { email });
    setError(checked.errors.email);
    if (checked.ok) resend.mutate(checked.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Send a new verification link">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
          style={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} loading={resend.isPending}>
          Send a new link
        </Button>
      </Group>
      {resend.isSuccess && (
        <Alert color="green" mt="sm" role="status">
          {resend.data}
        </Alert>
      )}
      {resend.isError && (
        <Alert color="red" mt="sm" role="alert">
          {errorMessage(resend.error)}
        </Alert>
      )}
    </form>
  );
}
