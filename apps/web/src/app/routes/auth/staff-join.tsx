import { Alert, Anchor, Text } from '@mantine/core';
import { authTexts } from '@timeapp/domain/auth-texts';
import { messages } from '@timeapp/domain/messages';
import { staffTexts } from '@timeapp/domain/staff-texts';
import { Link, useSearchParams } from 'react-router';
import { useInvitation } from '../../../api/staff/get-invitation';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { LoadState } from '../../../components/ui/load-state';
import { paths } from '../../../config/paths';
import { JoinTeam } from '../../../features/auth/components/join-team';
import { useTitle } from '../../../hooks/use-title';

/** The e-mailed staff invitation, /staff/join?token= (docs/product-rules.md 9.8). */
export default function StaffJoinRoute() {
  useTitle(staffTexts.joinTitle);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useInvitation(token);
  return (
    <AuthLayout title={staffTexts.joinTitle}>
      {token ? (
        <LoadState query={invitation}>
          {(found) => <JoinTeam token={token} invitation={found} />}
        </LoadState>
      ) : (
        <Alert color="red" role="alert">
          {messages.invitationInvalid}
        </Alert>
      )}
      <Text size="sm" mt="md" ta="center">
        <Anchor component={Link} to={paths.login}>
          {authTexts.backToLogin}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
