import type { AppointmentDeposit } from '@timeapp/domain/deposits';
import { depositTexts as t } from '@timeapp/domain/deposit-texts';
import { formatTime12 } from '../../lib/format-date-time';

/** An instant's time on the viewer's clock, as every time on screen: '10:42 AM'. */
const clock = (at: string | null) => {
  const d = at ? new Date(at) : null;
  if (!d || Number.isNaN(d.getTime())) return '';
  return formatTime12(`${d.getHours()}:${String(d.getMinutes()).padStart(2, '0')}`);
};

/**
 * A deposit's status in words ('Deposit $20 paid', 'Pay your deposit by 10:42 AM'), as the
 * customer or the owner reads it (the owner does not pay: theirs says the place is held).
 */
export const depositWords = (d: AppointmentDeposit, side: 'customer' | 'owner') =>
  d.status === 'pending' && side === 'owner'
    ? t.pendingOwner(d.amountCents, clock(d.payBy))
    : t.status[d.status](d.amountCents, clock(d.payBy));
