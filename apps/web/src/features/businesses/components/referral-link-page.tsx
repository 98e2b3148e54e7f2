import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { commonTexts } from '@timeapp/domain/common-texts';
import { businessesTexts as t } from '@timeapp/domain/businesses-texts';
import { messages, screenTexts } from '@timeapp/domain/messages';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useReferralLink } from '../../../api/referrals/get-referral-link';
import { useReferBusiness } from '../../../api/referrals/refer-business';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';

/**
 * A referral link /r/{code} (docs/product-rules.md 8). A signed-in customer refers the business
 * at once and sees so; a visitor sees which business it is and signs in or registers with this
 * address as `next` (the verification link carries it too), coming back here to refer.
 */
export function ReferralLinkPage({ code }: { code: string }) {
  const link = useReferralLink(code);
  const { isSignedIn } = useSession();

  if (link.isPending) return <PageLoader label={t.referralOpening} />;
  if (link.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(link.error, messages.referralLinkNotFound)}
      </Alert>
    );

  const { businessId, name } = link.data;
  return (
    <Paper withBorder p="lg" maw={560} mx="auto">
      <Stack gap="sm">
        <Title order={1} size="h3">
          {t.referralTitle(name)}
        </Title>
        {isSignedIn ? <Refer businessId={businessId} name={name} /> : <SignInFirst code={code} />}
      </Stack>
    </Paper>
  );
}

function Refer({ businessId, name }: { businessId: string; name: string }) {
  const refer = useReferBusiness();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    refer.mutate(businessId);
  }, [businessId, refer]);

  return (
    <>
      {refer.isPending || refer.isIdle ? (
        <Text>{messages.referring}</Text>
      ) : refer.isSuccess ? (
        <Alert color="green" role="status">
          {messages.referred}
        </Alert>
      ) : (
        <Alert color="yellow" role="status">
          {errorMessage(refer.error, messages.failed)}
        </Alert>
      )}
      <Button
        component={Link}
        to={paths.customer.business.getHref(businessId)}
        variant="light"
        w="fit-content"
      >
        {t.seeBusiness(name)}
      </Button>
    </>
  );
}

function SignInFirst({ code }: { code: string }) {
  const next = encodeURIComponent(paths.customer.referral.getHref(code));
  return (
    <>
      <Text>{messages.referralSignInFirst}</Text>
      <Group gap="sm">
        <Button component={Link} to={`${paths.login}?next=${next}`}>
          {screenTexts.login.title}
        </Button>
        <Button component={Link} to={`${paths.register}?next=${next}`} variant="light">
          {commonTexts.signUp}
        </Button>
      </Group>
    </>
  );
}
