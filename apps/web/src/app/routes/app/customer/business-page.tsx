import { Alert } from '@mantine/core';
import { messages } from '@timeapp/domain/messages';
import { Navigate, useSearchParams } from 'react-router';
import { useBusiness } from '../../../../api/businesses/get-business';
import { PageLoader } from '../../../../components/ui/page-loader';
import { paths } from '../../../../config/paths';
import { useTitle } from '../../../../hooks/use-title';
import { errorMessage } from '../../../../lib/api-client';

/**
 * The old address of a business as a customer saw it: one business page now (DESIGN.md section
 * 11), its public page, which shows a signed-in customer Favourite, Referral and Rate as well.
 * Links from before still work.
 */
export default function BusinessPageRoute() {
  useTitle(messages.business);
  const id = useSearchParams()[0].get('id');
  const business = useBusiness(id ?? '');
  if (!id)
    return (
      <Alert color="red" role="alert">
        {messages.businessNotFound}
      </Alert>
    );
  if (business.isPending) return <PageLoader label={messages.loading} />;
  if (business.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(business.error, messages.businessNotFound)}
      </Alert>
    );
  return <Navigate replace to={paths.publicBusiness.getHref(business.data.slug)} />;
}
