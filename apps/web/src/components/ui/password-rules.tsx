import { List, Text } from '@mantine/core';
import { checkPassword } from '@timeapp/domain/password';
import { messages } from '@timeapp/domain/messages';

/** Live password messages (docs/product-rules.md 4.1: one policy wherever a password is set). */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  if (!password) return null;
  const { ok, problems } = checkPassword(password);
  if (ok)
    return (
      <Text id={id} size="sm" c="green.8" aria-live="polite">
        {messages.passwordValid}
      </Text>
    );
  return (
    <List id={id} size="sm" c="red.8" aria-live="polite" spacing={2}>
      {problems.map((p) => (
        <List.Item key={p}>{p}</List.Item>
      ))}
    </List>
  );
}

/** The policy in words, for the info icon on password forms. */
export const passwordPolicy = [
  'At least 8 characters',
  'At least one uppercase letter',
  'At least one special character: anything but a letter or a digit (a space, # or - will do)',
];
