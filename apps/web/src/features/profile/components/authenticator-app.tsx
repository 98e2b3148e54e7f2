import {
  Alert,
  Button,
  Code,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  type TextInputProps,
} from '@mantine/core';
import { confirmTotpBody, removeTotpBody, type TwoFactorState } from '@timeapp/domain/two-factor';
import { twoFactorTexts as t } from '@timeapp/domain/two-factor-texts';
import { useState } from 'react';
import { useConfirmTotp } from '../../../api/two-factor/confirm-totp';
import { useRemoveTotp } from '../../../api/two-factor/remove-totp';
import { useRenewRecoveryCodes } from '../../../api/two-factor/renew-recovery-codes';
import { useStartTotp } from '../../../api/two-factor/start-totp';
import { qrPng } from '../../../components/ui/qr-code';
import { errorMessage } from '../../../lib/api-client';
import { useForm } from '../../../lib/form';

type Setup = { secret: string; uri: string; qr: string };

type CodeFieldsProps = {
  error: unknown;
  field: Pick<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'error'>;
  /** A code from the app (six digits); otherwise an app code or a recovery code. */
  numeric?: boolean;
  submit: string;
  danger?: boolean;
  pending: boolean;
  onCancel: () => void;
};

/** What every step that asks for a code shows: its error, the code, submit and Cancel. */
function CodeFields({ error, field, numeric, submit, danger, pending, onCancel }: CodeFieldsProps) {
  return (
    <>
      {error !== null && (
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      )}
      <TextInput
        label={t.codeLabel}
        autoComplete="one-time-code"
        {...(numeric && { inputMode: 'numeric' as const })}
        maxLength={numeric ? 6 : 11}
        w={220}
        {...field}
        required
      />
      <Group>
        <Button type="submit" color={danger ? 'red.8' : undefined} loading={pending}>
          {submit}
        </Button>
        <Button variant="default" onClick={onCancel}>
          {t.cancel}
        </Button>
      </Group>
    </>
  );
}

/** Adding the app: the QR code (drawn on first use only) and the key, then a code from it. */
function AddApp({
  setup,
  onDone,
  onCancel,
}: {
  setup: Setup;
  onDone: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmTotp();
  const form = useForm({
    initial: { code: '' },
    schema: confirmTotpBody,
    onValid: (input) => confirm.mutate(input, { onSuccess: onDone }),
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t.addApp}>
      <Stack gap="sm">
        <Text size="sm">{t.scanQr}</Text>
        <img src={setup.qr} alt={t.qrAlt} width={200} height={200} />
        <Stack gap={4}>
          <Text size="sm">{t.secretKey}</Text>
          <Code data-testid="totp-secret" w="fit-content">
            {setup.secret.replace(/(.{4})(?=.)/g, '$1 ')}
          </Code>
        </Stack>
        <CodeFields
          error={confirm.isError ? confirm.error : null}
          field={form.field('code')}
          numeric
          submit={t.confirmApp}
          pending={confirm.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}

type CodeStepProps = {
  /** Turn the app off, or get new recovery codes: both ask for a current code first. */
  kind: 'remove' | 'renew';
  onRenewed: (codes: string[]) => void;
  onCancel: () => void;
};

function CodeStep({ kind, onRenewed, onCancel }: CodeStepProps) {
  const remove = useRemoveTotp();
  const renew = useRenewRecoveryCodes();
  const action = kind === 'remove' ? remove : renew;
  const form = useForm({
    initial: { code: '' },
    schema: removeTotpBody,
    onValid: (input) =>
      kind === 'remove'
        ? remove.mutate(input, { onSuccess: onCancel })
        : renew.mutate(input, { onSuccess: onRenewed }),
  });
  const title = kind === 'remove' ? t.removeApp : t.renewCodes;
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={title}>
      <Stack gap="sm">
        <Text size="sm">{kind === 'remove' ? t.removeAppIntro : t.renewIntro}</Text>
        <CodeFields
          error={action.isError ? action.error : null}
          field={form.field('code')}
          submit={title}
          danger={kind === 'remove'}
          pending={action.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}

/** The authenticator app part of 'Sign-in security': owners, team members and operators. */
export function AuthenticatorApp({ state }: { state: TwoFactorState }) {
  const start = useStartTotp();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [step, setStep] = useState<CodeStepProps['kind'] | null>(null);

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: async ({ secret, uri }) => setSetup({ secret, uri, qr: await qrPng(uri, 400) }),
    });

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t.app}
      </Title>
      <Text size="sm">{t.appAbout}</Text>
      {start.isError && (
        <Alert color="red" role="alert">
          {errorMessage(start.error)}
        </Alert>
      )}
      {codes ? (
        <Stack gap="sm">
          <Alert color="green" role="status" title={t.recoveryTitle}>
            {t.recoveryAbout}
          </Alert>
          <SimpleGrid
            cols={{ base: 2, sm: 5 }}
            spacing="xs"
            aria-label={t.recoveryTitle}
            role="list"
          >
            {codes.map((code) => (
              <Code key={code} role="listitem" ta="center" fz="sm">
                {code}
              </Code>
            ))}
          </SimpleGrid>
          <Group>
            <Button onClick={() => setCodes(null)}>{t.recoveryDone}</Button>
          </Group>
        </Stack>
      ) : setup ? (
        <AddApp
          setup={setup}
          onDone={(recovery) => {
            setSetup(null);
            setCodes(recovery);
          }}
          onCancel={() => setSetup(null)}
        />
      ) : state.totp ? (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t.appOn} {t.recoveryLeft(state.recoveryCodesLeft)}
          </Text>
          {step ? (
            <CodeStep
              kind={step}
              onRenewed={(renewed) => {
                setStep(null);
                setCodes(renewed);
              }}
              onCancel={() => setStep(null)}
            />
          ) : (
            <Group>
              <Button variant="light" onClick={() => setStep('renew')}>
                {t.renewCodes}
              </Button>
              <Button variant="subtle" color="red.8" onClick={() => setStep('remove')}>
                {t.removeApp}
              </Button>
            </Group>
          )}
        </Stack>
      ) : (
        <Group>
          <Text size="sm" c="dimmed">
            {t.appOff}
          </Text>
          <Button variant="light" onClick={begin} loading={start.isPending}>
            {t.addApp}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
