import { useInfiniteQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import type { AuditEntry } from '@timeapp/domain/audit';
import { describe, expect, it } from 'vitest';
import { pagedListOptions } from '../../api/paged-list';
import { callsTo, routeFetch } from '../../testing/route-fetch';
import { renderWithProviders } from '../../testing/test-utils';
import { AuditList } from './audit-list';

const anEntry = (n: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  at: '2026-03-20T09:00:00.000Z',
  actor: { name: 'Olivia Owner', email: 'olivia@example.test', role: 'owner' },
  action: 'member.updated',
  businessId: 'b1',
  businessName: 'Audit Salon',
  subject: `Member ${n}`,
  before: null,
  after: null,
  address: '203.0.113.7',
  ...overrides,
});

function Trail() {
  return <AuditList list={useInfiniteQuery(pagedListOptions<AuditEntry>(['audit'], '/audit'))} />;
}

describe('the audit trail list', () => {
  it('says each change in words: who in which part, from where, and each field before and after', async () => {
    routeFetch({
      'GET /audit': () => ({
        body: {
          code: 200,
          message: 'OK',
          next: null,
          data: [
            anEntry(1, {
              before: { hours: { MO: [['09:00', '17:00']] }, email: null },
              after: {
                hours: { MO: [['10:00', '16:00']], TU: [['09:00', '12:00']] },
                email: 'a@b.nz',
              },
            }),
            anEntry(2, {
              action: 'appointment.decided',
              subject: 'Haircut, Tue 3 Mar, 10:00 AM',
              actor: { name: null, email: null, role: 'staff' },
              before: { status: 0 },
              after: { status: 1 },
              address: null,
            }),
            anEntry(3, {
              action: 'service.added',
              subject: 'Cut',
              after: { name: 'Cut', priceCents: 4500, description: '', members: ['Aroha', 'Tama'] },
            }),
            anEntry(4, {
              action: 'plan.subscription',
              subject: '',
              actor: { name: null, email: null, role: 'payments' },
              before: { subscriptionStatus: 'active' },
              after: { subscriptionStatus: 'past_due' },
              address: null,
            }),
          ],
        },
      }),
    });
    renderWithProviders(<Trail />);
    const [member, decided, added, subscription] = await screen.findAllByRole('listitem');
    expect(within(member!).getByText('Changed a team member: Member 1')).toBeInTheDocument();
    expect(member).toHaveTextContent('Olivia Owner (owner) · from 203.0.113.7');
    expect(member).toHaveTextContent(
      'Working hours: MO 09:00–17:00 → MO 10:00–16:00; TU 09:00–12:00',
    );
    expect(member).toHaveTextContent('E-mail address: (none) → a@b.nz');
    expect(decided).toHaveTextContent('Decided an appointment: Haircut, Tue 3 Mar, 10:00 AM');
    expect(decided).toHaveTextContent('Deleted account (team member)');
    expect(decided).toHaveTextContent('Status: Pending → Approved');
    expect(added).toHaveTextContent('Price: $45.00');
    expect(added).toHaveTextContent('Team members: Aroha, Tama');
    // An addition lists what it had, not its empty fields.
    expect(added).not.toHaveTextContent('Description');
    // No person changed the subscription: Stripe reported it.
    expect(subscription).toHaveTextContent('The subscription changed');
    expect(subscription).toHaveTextContent('Payments (as Stripe reported it)');
    expect(subscription).toHaveTextContent('Subscription: Paid → Payment failed');
  });

  it("'More' adds the older page below, asked for by the last entry's id", async () => {
    const fetch = routeFetch({
      'GET /audit': (url) =>
        url.searchParams.get('before')
          ? { body: { code: 200, message: 'OK', data: [anEntry(3)], next: null } }
          : {
              body: {
                code: 200,
                message: 'OK',
                data: [anEntry(1), anEntry(2)],
                next: anEntry(2)._id,
              },
            },
    });
    const { user } = renderWithProviders(<Trail />);
    await screen.findByText(/Member 1/);
    await user.click(screen.getByRole('button', { name: 'More changes' }));
    await screen.findByText(/Member 3/);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'More changes' })).not.toBeInTheDocument();
    expect(callsTo(fetch, 'GET /audit').map((c) => c.url.search)).toEqual([
      '',
      `?before=${anEntry(2)._id}`,
    ]);
  });
});
