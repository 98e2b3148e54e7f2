import { Alert } from '@mantine/core';
import { messages } from '@timeapp/domain/messages';
import { useSearchParams } from 'react-router';
import { BusinessPage } from '../../../../features/businesses/components/business-page';
import { useTitle } from '../../../../hooks/use-title';

export default function BusinessPageRoute() {
  useTitle(messages.business);
  const id = useSearchParams()[0].get('id');
  if (!id)
    return (
      <Alert color="red" role="alert">
        {messages.businessNotFound}
      </Alert>
    );
  return <BusinessPage businessId={id} />;
}
