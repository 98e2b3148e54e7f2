import { AuthLayout } from '../../../components/layouts/auth-layout';
import { MailboxList } from '../../../features/dev-mailbox/components/mailbox-list';

/** Development only: the server answers 404 in production, and the list says so. */
export default function DevMailboxRoute() {
  return (
    <AuthLayout
      title="Dev mailbox"
      subtitle="E-mails the server sent while no SMTP server is configured."
      size="md"
    >
      <MailboxList />
    </AuthLayout>
  );
}
