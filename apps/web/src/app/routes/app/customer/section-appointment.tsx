import { bookingTexts } from '@timeapp/domain/booking-texts';
import { useParams } from 'react-router';
import { SectionBooking } from '../../../../features/booking/components/section-booking';
import { useTitle } from '../../../../hooks/use-title';

export default function SectionAppointmentRoute() {
  useTitle(bookingTexts.title);
  const { sectionId = '', businessId = '' } = useParams();
  return (
    <SectionBooking
      key={`${businessId}/${sectionId}`}
      businessId={businessId}
      sectionId={sectionId}
    />
  );
}
