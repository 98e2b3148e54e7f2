import { Alert, Button, Stack } from '@mantine/core';
import type { Business } from '@timeapp/domain/businesses';
import { businessSetupTexts as t } from '@timeapp/domain/business-setup-texts';
import { messages, screenTexts } from '@timeapp/domain/messages';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { CreateBusinessForm } from '../../../features/business-setup/components/create-business-form';
import { updateSessionUser } from '../../../lib/auth-store';
import { useSession } from '../../../lib/auth';

export default function CreateBusinessRoute() {
  const location = useLocation();
  const { user } = useSession();
  const registrationToken = (location.state as { token?: string } | null)?.token;
  const [created, setCreated] = useState<Business | null>(null);

  // Reached right after registering (token in history state) or by a signed-in user.
  if (!registrationToken && !user)
    return (
      <Navigate to={`${paths.login}?next=${encodeURIComponent(paths.createBusiness)}`} replace />
    );

  if (created)
    return (
      <AuthLayout title={t.title}>
        <Stack>
          <Alert color="green" role="status" title={messages.businessCreated}>
            {registrationToken ? messages.businessCreatedVerifyFirst : null}
          </Alert>
          {registrationToken ? (
            <Button component={Link} to={paths.login}>
              {screenTexts.login.title}
            </Button>
          ) : (
            <Button component={Link} to={paths.business.dashboard}>
              {t.goToDashboard}
            </Button>
          )}
        </Stack>
      </AuthLayout>
    );

  return (
    <AuthLayout title={t.title} subtitle={t.intro} size="md">
      <CreateBusinessForm
        token={registrationToken}
        onCreated={(business) => {
          if (!registrationToken && user)
            updateSessionUser({ relatedBusinesses: [...user.relatedBusinesses, business._id] });
          setCreated(business);
        }}
      />
    </AuthLayout>
  );
}
