import { describe, expect, it } from 'vitest';
import { customerStatus, isDeclined } from './status.ts';

type Line = { status: number; by: 'customer' | 'owner' | 'system' };
const line = (status: number, by: Line['by']): Line => ({ status, by });
const booked = line(0, 'customer');

// DESIGN.md section 11: the customer reads a waiting booking as 'Request sent' and the owner's
// rejection of it as 'Declined', never 'Cancelled'.
describe("the customer's status words", () => {
  it.each([
    { case: 'waiting for the business', status: 0, history: [booked], reads: 'Request sent' },
    { case: 'accepted', status: 1, history: [booked, line(1, 'owner')], reads: 'Approved' },
    {
      case: 'the owner rejected the waiting request',
      status: 2,
      history: [booked, line(2, 'owner')],
      reads: 'Declined',
    },
    {
      case: 'moved back to waiting by a reschedule, then rejected',
      status: 2,
      history: [booked, line(1, 'owner'), line(0, 'customer'), line(2, 'owner')],
      reads: 'Declined',
    },
    {
      case: 'the owner cancelled it once approved',
      status: 2,
      history: [booked, line(1, 'owner'), line(2, 'owner')],
      reads: 'Cancelled',
    },
    {
      case: 'the customer cancelled it while waiting',
      status: 2,
      history: [booked, line(2, 'customer')],
      reads: 'Cancelled',
    },
    {
      case: 'the customer cancelled it once approved',
      status: 2,
      history: [booked, line(1, 'owner'), line(2, 'customer')],
      reads: 'Cancelled',
    },
    {
      case: 'the server cancelled it',
      status: 2,
      history: [booked, line(2, 'system')],
      reads: 'Cancelled',
    },
    {
      case: 'older than the history',
      status: 2,
      history: [line(2, 'system')],
      reads: 'Cancelled',
    },
    { case: 'no history at all', status: 2, history: [], reads: 'Cancelled' },
    {
      case: 'a rejection undone',
      status: 0,
      history: [booked, line(2, 'owner'), line(0, 'owner')],
      reads: 'Request sent',
    },
  ])('$reads: $case', ({ status, history, reads }) => {
    const declined = isDeclined({ status, history });
    expect(declined).toBe(reads === 'Declined');
    expect(customerStatus({ status, declined })).toBe(reads);
  });
});
