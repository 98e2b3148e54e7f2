import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';

export function AppointmentLoadError({ error }: { error: unknown }) {
  return (
    <Alert color="red" role="alert" title="Could not load the appointment" maw={640}>
      {errorMessage(error)}{' '}
      <Anchor component={Link} to={paths.business.dashboard}>
        Back to the dashboard
      </Anchor>
    </Alert>
  );
}
