import { Alert, Anchor } from '@mantine/core';
import { businessAppointmentsTexts as t } from '@timeapp/domain/business-appointments-texts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';

export function AppointmentLoadError({ error }: { error: unknown }) {
  return (
    <Alert color="red" role="alert" title={t.loadFailed} maw={640}>
      {errorMessage(error)}{' '}
      <Anchor component={Link} to={paths.business.dashboard}>
        {t.backToDashboard}
      </Anchor>
    </Alert>
  );
}
