import Stripe from 'stripe';

/**
 * The official SDK, pointed at Stripe, or where STRIPE_API_URL says (the tests' local
 * stand-in). One network retry, the SDK's idempotency keys on each. Billing and deposits each
 * make theirs from the one key.
 */
export function stripeClient(config: { secretKey: string; apiUrl?: string }): Stripe {
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
