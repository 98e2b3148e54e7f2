import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { messages } from '@timeapp/domain/messages';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useReferralLink } from '../../../api/referrals/get-referral-link';
import { useReferBusiness } from '../../../api/referrals/refer-business';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';

/**
 * A referral link /r/{code} opened by a signed-in customer: the referral is made at once
 * (docs/product-rules.md 8); a visitor signs in first and comes back here.
 */
export function ReferralLinkPage({ code }: { code: string }) {
  const link = useReferralLink(code);
  const refer = useReferBusiness();
  const sent = useRef(false);
  const businessId = link.data?.businessId;

  useEffect(() => {
    if (!businessId || sent.current) return;
    sent.current = true;
    refer.mutate(businessId);
  }, [businessId, refer]);

  if (link.isPending) return <PageLoader label="Opening the referral link" />;
  if (link.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(link.error, messages.referralLinkNotFound)}
      </Alert>
    );

  return (
    <Paper withBorder p="lg" maw={560}>
      <Stack gap="sm">
        <Title order={1} size="h3">
          Refer {link.data.name}
        </Title>
        {refer.isPending || refer.isIdle ? (
          <Text>Referring…</Text>
        ) : refer.isSuccess ? (
          <Alert color="green" role="status">
            {refer.data.message || messages.referred}
          </Alert>
        ) : (
          <Alert color="yellow" role="status">
            {errorMessage(refer.error, messages.failed)}
          </Alert>
        )}
        <Button
          component={Link}
          to={paths.customer.business.getHref(link.data.businessId)}
          variant="light"
          w="fit-content"
        >
          See {link.data.name}
        </Button>
      </Stack>
    </Paper>
  );
}
