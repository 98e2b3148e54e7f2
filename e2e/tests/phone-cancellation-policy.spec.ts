import { cancellationTexts } from '@timeapp/domain/cancellation-policy-texts';
import { weekDays } from '@timeapp/domain/days';
import { AppointmentStatus } from '@timeapp/domain/status';
import { aSectionInput } from '@timeapp/domain/testing';
import { book, createOwnerWithBusiness, decide, updateBusiness } from '../support/api';
import { addDays, todayInZone } from '../support/dates';
import { expect, givenSignedInCustomer, test } from '../support/fixtures';

// Issue 32's cancellation policy (decision 055) on a phone (390 wide): the customer reads the
// policy on the business page before booking; after two late cancellations (made through the
// API, to keep it fast) at a business that allows two strikes, a booking there is refused with
// the reason.
test('on a phone, a customer sees the cancellation policy before booking, and after too many late cancellations is refused with the reason', async ({
  page,
}) => {
  expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
  const owner = await createOwnerWithBusiness({
    sections: [aSectionInput({ businessDays: [...weekDays] })],
  });
  const businessId = owner.business._id;
  const sectionId = owner.business.section[0]!._id;
  // 72 hours: tomorrow's times are always inside it, so cancelling them is late.
  await updateBusiness(owner, businessId, {
    cancellationPolicy: { freeHours: 72, strikeLimit: 2 },
  });
  const customer = await givenSignedInCustomer(page);
  const booking = page.getByRole('region', { name: 'Book a time' });

  await test.step('the business page says the policy before booking', async () => {
    await page.goto(`/b/${owner.business.slug}`);
    await expect(booking.getByTestId('cancellation-policy')).toHaveText(
      `${cancellationTexts.policy(72)} ${cancellationTexts.policyStrikes(72, 2)}`,
    );
  });

  await test.step('two late cancellations, through the API, are two strikes', async () => {
    const tomorrow = addDays(todayInZone(), 1);
    for (const time of ['09:00', '09:30']) {
      const a = await book(customer, { businessId, sectionId, date: tomorrow, time });
      const cancelled = await decide(customer, a._id, AppointmentStatus.Cancelled, 'Cannot come');
      expect(cancelled.message).toBe(cancellationTexts.cancelledLate);
    }
  });

  await test.step('a booking there is refused, saying why', async () => {
    await page.reload();
    const chip = booking.getByRole('list').first().getByRole('button').first();
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await booking.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(booking.getByRole('alert')).toHaveText(
      cancellationTexts.refused(owner.business.name, 2),
    );
  });
});
