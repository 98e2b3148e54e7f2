import { useParams } from 'react-router';
import { ReferralLinkPage } from '../../../../features/businesses/components/referral-link-page';
import { useTitle } from '../../../../hooks/use-title';

export default function ReferralLinkRoute() {
  useTitle('Referral');
  return <ReferralLinkPage code={useParams().code ?? ''} />;
}
