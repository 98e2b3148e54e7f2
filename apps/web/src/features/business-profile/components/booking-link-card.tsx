import { businessProfileTexts as t } from '@timeapp/domain/business-profile-texts';
import type { Business } from '@timeapp/domain/businesses';
import { ShareLinkCard } from '../../../components/ui/share-link';
import { paths } from '../../../config/paths';

/**
 * The business's booking link and its QR code, to share or print for the counter: it opens the
 * public page (/b/{slug}), where visitors pick a time and sign in only to confirm.
 */
export function BookingLinkCard({ business }: { business: Business }) {
  const url = new URL(paths.publicBusiness.getHref(business.slug), window.location.origin).href;
  return (
    <ShareLinkCard
      title={t.bookingLink}
      description={t.bookingLinkAbout}
      url={url}
      fileName={`${business.slug}-booking-qr`}
      printHeading={t.bookWith(business.name)}
    />
  );
}
