import { Alert } from '@mantine/core';
import { businessClosingTexts as t } from '@timeapp/domain/business-closing-texts';
import { useSearchParams } from 'react-router';
import { useHandoverInvitation } from '../../../../api/ownership/get-handover-invitation';
import { LoadState } from '../../../../components/ui/load-state';
import { AcceptHandover } from '../../../../features/ownership/components/accept-handover';
import { useTitle } from '../../../../hooks/use-title';

/** The e-mailed offer of a business, /business-handover?token= (docs/decisions/051). */
export default function BusinessHandoverRoute() {
  useTitle(t.offerTitle);
  const token = useSearchParams()[0].get('token') ?? '';
  const offer = useHandoverInvitation(token);
  if (!token)
    return (
      <Alert color="red" role="alert">
        {t.noToken}
      </Alert>
    );
  return (
    <LoadState query={offer}>{(found) => <AcceptHandover token={token} offer={found} />}</LoadState>
  );
}
