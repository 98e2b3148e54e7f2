import { accountTexts } from '@timeapp/domain/account-texts';
import { Button, Group, Stack } from '@mantine/core';
import { operatorTexts } from '@timeapp/domain/operator-texts';
import { twoFactorTexts } from '@timeapp/domain/two-factor-texts';
import { useOperatorBugReports } from '../../../../api/operator/console';
import { useTwoFactor } from '../../../../api/two-factor/get-two-factor';
import { OperatorConsole } from '../../../../features/operator/components/operator-console';
import { TwoFactorCard } from '../../../../features/profile/components/two-factor-card';
import { useTitle } from '../../../../hooks/use-title';
import { ApiError } from '../../../../lib/api-client';

/**
 * An operator without a passkey or an authenticator app is sent to add one before the console
 * works (docs/decisions/048); once they have, they open it (after saving the recovery codes).
 */
function AddSecondFactorFirst({ onReady }: { onReady: () => void }) {
  const state = useTwoFactor();
  const ready = !!state.data && (state.data.passkeys.length > 0 || state.data.totp);
  return (
    <Stack gap="md">
      <TwoFactorCard operatorGate />
      {ready && (
        <Group>
          <Button onClick={onReady}>{twoFactorTexts.openConsole}</Button>
        </Group>
      )}
    </Stack>
  );
}

export default function OperatorRoute() {
  useTitle(operatorTexts.title);
  const reports = useOperatorBugReports();
  const gated =
    reports.error instanceof ApiError &&
    reports.error.message === accountTexts.operatorNeedsSecondFactor;
  if (gated) return <AddSecondFactorFirst onReady={() => void reports.refetch()} />;
  return <OperatorConsole />;
}
