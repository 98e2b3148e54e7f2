import { authTexts as t } from '@timeapp/domain/auth-texts';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { MailboxList } from '../../../features/dev-mailbox/components/mailbox-list';

/** Development only: the server answers 404 in production, and the list says so. */
export default function DevMailboxRoute() {
  return (
    <AuthLayout title={t.devMailbox} subtitle={t.devMailboxIntro} size="md">
      <MailboxList />
    </AuthLayout>
  );
}
