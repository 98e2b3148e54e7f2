import { businessesTexts } from '@timeapp/domain/businesses-texts';
import { useParams } from 'react-router';
import { ReferralLinkPage } from '../../features/businesses/components/referral-link-page';
import { useTitle } from '../../hooks/use-title';
import { OpenToVisitors } from './open-to-visitors';

/**
 * A referral link /r/{code} is open to everyone: a visitor sees which business it is for and
 * signs in or registers from here, with this address as `next` (docs/decisions/030).
 */
export default function ReferralLinkRoute() {
  useTitle(businessesTexts.referralTab);
  return (
    <OpenToVisitors footer={false}>
      <ReferralLinkPage code={useParams().code ?? ''} />
    </OpenToVisitors>
  );
}
