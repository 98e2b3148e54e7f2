import { useMutation } from '@tanstack/react-query';
import type { BillingRedirect } from '@timeapp/domain/billing';
import { api } from '../../lib/api-client';

type Kind = 'checkout' | 'portal';

/** POST /business/:id/billing/checkout or /portal: the Stripe page to send the owner to. */
export const openBillingSession = async ({
  businessId,
  kind,
}: {
  businessId: string;
  kind: Kind;
}) =>
  (await api.post<BillingRedirect>(`/business/${encodeURIComponent(businessId)}/billing/${kind}`))
    .data;

export const useBillingSession = () =>
  useMutation({
    mutationFn: openBillingSession,
    onSuccess: ({ url }) => window.location.assign(url),
  });
