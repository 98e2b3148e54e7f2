import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, fail, ok, routeFetch } from '../../../testing/route-fetch';
import { renderWithProviders } from '../../../testing/test-utils';
import { RatingModal } from './rating-modal';

const open = (onClose = vi.fn()) =>
  renderWithProviders(
    <RatingModal businessId="b1" businessName="Ponsonby Hair Studio" opened onClose={onClose} />,
  );

describe('Rating modal', () => {
  it('asks for at least one star before sending', async () => {
    const fetch = routeFetch({});
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose 1 to 5 stars');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the chosen stars for the business and closes', async () => {
    const fetch = routeFetch({ 'POST /rating': ok(null, 'Thank you for your rating') });
    const onClose = vi.fn();
    const { user } = open(onClose);
    // By keyboard: focus the star, Space chooses it.
    (await screen.findByRole('radio', { name: '4' })).focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetch, 'POST /rating')[0]?.body).toEqual({ ratedId: 'b1', rate: 4 });
  });

  it("shows the server's refusal and stays open", async () => {
    routeFetch({ 'POST /rating': fail(403, 'You are not allowed to do this') });
    const onClose = vi.fn();
    const { user } = open(onClose);
    // By keyboard: focus the star, Space chooses it.
    (await screen.findByRole('radio', { name: '2' })).focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
