import { Stack, Text, Title } from '@mantine/core';
import { auditTexts } from '@timeapp/domain/audit-texts';
import { useBusinessAudit } from '../../../../api/audit/get-audit';
import { AuditList } from '../../../../components/audit/audit-list';
import { useTitle } from '../../../../hooks/use-title';
import { useSession } from '../../../../lib/auth';

/** The owner's 'Changes': the business's audit trail (docs/decisions/047-audit-trail.md). */
export default function ChangesRoute() {
  useTitle(auditTexts.title);
  const { businessId } = useSession();
  return (
    <Stack gap="md" maw={960}>
      <div>
        <Title order={1} size="h2">
          {auditTexts.title}
        </Title>
        <Text c="dimmed" size="sm">
          {auditTexts.intro}
        </Text>
      </div>
      {businessId && <BusinessChanges businessId={businessId} />}
    </Stack>
  );
}

function BusinessChanges({ businessId }: { businessId: string }) {
  return <AuditList list={useBusinessAudit(businessId)} />;
}
