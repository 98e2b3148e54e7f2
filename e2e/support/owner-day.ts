import { aSectionInput } from '@timeapp/domain/testing';
import { AppointmentStatus } from '@timeapp/domain/status';
import { book, createCustomer, createOwnerWithBusiness, decide } from './api';
import { bookableWeekday } from './dates';

/**
 * An owner with two sections and, on a future weekday, a pending and an approved booking in
 * 'Haircut' and a cancelled one in 'Colour': the day sheet's browser tests (desktop and phone).
 */
export async function ownerWithABusyDay() {
  const owner = await createOwnerWithBusiness({
    sections: [aSectionInput(), aSectionInput({ sectionName: 'Colour' })],
  });
  const [haircut, colour] = owner.business.section;
  const date = bookableWeekday(3);
  const mere = await createCustomer({ firstName: 'Mere', lastName: 'Pending' });
  const tama = await createCustomer({ firstName: 'Tama', lastName: 'Approved' });
  const hine = await createCustomer({ firstName: 'Hine', lastName: 'Cancelled' });
  const at = (sectionId: string, time: string) => ({
    businessId: owner.business._id,
    sectionId,
    date,
    time,
  });
  const pending = await book(mere, at(haircut!._id, '10:00'));
  const approved = await book(tama, at(haircut!._id, '14:00'));
  await decide(owner, approved._id, AppointmentStatus.Approved);
  const cancelled = await book(hine, at(colour!._id, '11:00'));
  await decide(owner, cancelled._id, AppointmentStatus.Cancelled, 'Colourist away');
  return { owner, date, pending, approved, cancelled };
}
