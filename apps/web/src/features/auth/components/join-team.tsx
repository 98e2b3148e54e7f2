import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { fieldLabels, messages } from '@timeapp/domain/messages';
import { joinTeamForm, type StaffInvitation } from '@timeapp/domain/staff';
import { staffTexts as t } from '@timeapp/domain/staff-texts';
import { Link, useNavigate } from 'react-router';
import { useAcceptInvitation } from '../../../api/staff/accept-invitation';
import { FailureAlert } from '../../../components/ui/failure-alert';
import { passwordPolicy } from '../../../components/ui/password-rules';
import { paths } from '../../../config/paths';
import { useLogout, useSession, useSignIn } from '../../../lib/auth';
import { updateSessionUser } from '../../../lib/auth-store';
import { useForm } from '../../../lib/form';
import { NewPasswordFields } from './new-password-fields';

type Props = { token: string; invitation: StaffInvitation };

/** The invitation page's way back here after signing in. */
const loginHere = (token: string) =>
  `${paths.login}?${new URLSearchParams({ next: `${paths.staff.join}?${new URLSearchParams({ token })}` })}`;

/** No account holds the address: a name and a password make it, and sign it in. */
function MakeAccount({ token }: { token: string }) {
  const accept = useAcceptInvitation();
  const signIn = useSignIn();
  const form = useForm({
    initial: { firstName: '', lastName: '', password: '', confirmPassword: '' },
    schema: joinTeamForm,
    toInput: (v) => v,
    onValid: ({ firstName, lastName, password }) =>
      accept.mutate(
        { token, firstName, lastName, password },
        { onSuccess: (done) => done.session && signIn(done.session, paths.staff.day) },
      ),
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t.joinTitle}>
      <Stack gap="sm">
        <FailureAlert error={accept.error} fallback={messages.somethingWrongLater} />
        <Text size="sm">{t.makeAccount}</Text>
        <TextInput
          label={fieldLabels.firstName}
          autoComplete="given-name"
          required
          {...form.field('firstName')}
        />
        <TextInput
          label={fieldLabels.lastName}
          autoComplete="family-name"
          required
          {...form.field('lastName')}
        />
        <Text size="xs" c="dimmed">
          {passwordPolicy.join(' · ')}
        </Text>
        <NewPasswordFields field={form.field} />
        <Button type="submit" loading={accept.isPending}>
          {t.accept}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * A staff invitation (docs/product-rules.md 9.8): whoever holds the link proves the address.
 * Signed in to it: accept. An account holds it: sign in first. None does: make it here.
 */
export function JoinTeam({ token, invitation }: Props) {
  const { user } = useSession();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const logout = useLogout();

  let body;
  if (user && user.email === invitation.email) {
    body = (
      <Stack gap="sm">
        <FailureAlert error={accept.error} fallback={messages.somethingWrongLater} />
        <Button
          loading={accept.isPending}
          onClick={() =>
            accept.mutate(
              { token },
              {
                onSuccess: (done) => {
                  const staffOf = new Set([...(user.staffOf ?? []), done.membership.businessId]);
                  updateSessionUser({ staffOf: [...staffOf] });
                  navigate(paths.staff.day, { replace: true });
                },
              },
            )
          }
        >
          {t.accept}
        </Button>
      </Stack>
    );
  } else if (user) {
    body = (
      <Stack gap="sm">
        <Alert color="orange" role="alert">
          {t.wrongAccount(invitation.email)}
        </Alert>
        <Button variant="light" onClick={logout}>
          {t.signOut}
        </Button>
      </Stack>
    );
  } else if (invitation.hasAccount) {
    body = (
      <Stack gap="sm">
        <Text size="sm">{t.signInFirst}</Text>
        <Button component={Link} to={loginHere(token)}>
          {t.signInToAccept}
        </Button>
      </Stack>
    );
  } else {
    body = <MakeAccount token={token} />;
  }

  return (
    <Stack gap="md">
      <Text>{t.joinIntro(invitation.businessName, invitation.memberName)}</Text>
      <Text size="sm" c="dimmed">
        {t.invitedAddress(invitation.email)}
      </Text>
      {body}
    </Stack>
  );
}
