import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { messages } from '@timeapp/domain/messages';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, fail, ok, routeFetch } from '../../../testing/route-fetch';
import CustomerActions from './customer-actions';

const profile = (favorite: string[]) => ok({ _id: 'u1', favorite, relatedBusinesses: [] });

const show = (onRated = vi.fn()) => {
  render(
    <CustomerActions
      businessId="b1"
      businessName="Ponsonby Hair Studio"
      userId="u1"
      onRated={onRated}
    />,
  );
  return { user: userEvent.setup(), onRated };
};

describe("a signed-in customer's favourite, referral and rating on the business page", () => {
  it('favourites the business and takes it back', async () => {
    const fetch = routeFetch({
      'GET /users/u1': profile([]),
      'GET /business/b1/referral': ok({ referred: false }),
      'PUT /users': ok(null),
    });
    const { user } = show();
    const favourite = await screen.findByRole('button', { name: '+ Favorite' });
    await waitFor(() => expect(favourite).toBeEnabled());
    expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await user.click(favourite);
    expect(await screen.findByRole('button', { name: /♥ Favorite/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: /Favorite/ }));
    await screen.findByRole('button', { name: '+ Favorite' });
    expect(callsTo(fetch, 'PUT /users').map((c) => c.body)).toEqual([
      { favorite: 'b1' },
      { unfavorite: 'b1' },
    ]);
  });

  it('shows a favourite as one, and a referral already made as done', async () => {
    routeFetch({
      'GET /users/u1': profile(['b1']),
      'GET /business/b1/referral': ok({ referred: true }),
    });
    show();
    expect(await screen.findByRole('button', { name: /♥ Favorite/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByText(messages.referralDone)).toBeVisible();
    expect(screen.queryByRole('button', { name: '+ Referral' })).toBeNull();
  });

  it('refers the business once, saying what it does', async () => {
    const fetch = routeFetch({
      'GET /users/u1': profile([]),
      'GET /business/b1/referral': ok({ referred: false }),
      'POST /business/b1/referral': ok(null, messages.referred),
    });
    const { user } = show();
    const refer = await screen.findByRole('button', { name: '+ Referral' });
    expect(refer).toHaveAccessibleDescription(messages.referralExplained);
    await waitFor(() => expect(refer).toBeEnabled());
    await user.click(refer);
    expect(await screen.findByText(messages.referred)).toBeVisible();
    expect(screen.getByText(messages.referralDone)).toBeVisible();
    expect(callsTo(fetch, 'POST /business/b1/referral')).toHaveLength(1);
  });

  it('rates it with a tap on the fourth star, and the page reads the new average', async () => {
    const fetch = routeFetch({
      'GET /users/u1': profile([]),
      'GET /business/b1/referral': ok({ referred: false }),
      'POST /rating': ok(null, messages.rated),
    });
    const { user, onRated } = show();
    expect(screen.getByRole('group', { name: 'Rate Ponsonby Hair Studio' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: '4 stars' }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.rated);
    expect(callsTo(fetch, 'POST /rating')[0]?.body).toEqual({ ratedId: 'b1', rate: 4 });
    expect(screen.getByRole('button', { name: '4 stars' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '5 stars' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(onRated).toHaveBeenCalled();
  });

  it("says the server's refusal of a rating", async () => {
    routeFetch({
      'GET /users/u1': profile([]),
      'GET /business/b1/referral': ok({ referred: false }),
      'POST /rating': fail(403, 'You are not allowed to do this'),
    });
    const { user, onRated } = show();
    await user.click(screen.getByRole('button', { name: '2 stars' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this');
    expect(onRated).not.toHaveBeenCalled();
  });
});
