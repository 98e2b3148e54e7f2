import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/**
 * POST /business/:id/deposits/connect (its owner): Stripe's onboarding page for the business's
 * own account (created on the first call). Stripe sends the owner back to the profile.
 */
export const connectDeposits = async (businessId: string) =>
  (await api.post<{ url: string }>(`/business/${encodeURIComponent(businessId)}/deposits/connect`))
    .data;

/** Connects, then leaves for Stripe (as the plan's checkout does). */
export const useConnectDeposits = (businessId: string) =>
  useMutation({
    mutationFn: () => connectDeposits(businessId),
    onSuccess: ({ url }) => window.location.assign(url),
  });
