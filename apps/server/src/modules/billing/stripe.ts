import Stripe from 'stripe';
import type { Config } from '../../config.ts';

export type StripeConfig = NonNullable<Config['stripe']>;

/**
 * The official SDK, pointed at Stripe, or where STRIPE_API_URL says (the tests' local
 * stand-in). One network retry, the SDK's idempotency keys on each.
 */
export function stripeClient(config: Pick<StripeConfig, 'secretKey' | 'apiUrl'>): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'http:' ? 80 : 443),
      protocol: api.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}
