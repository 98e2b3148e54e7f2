import type { Config } from '../../config.ts';

export type StripeConfig = NonNullable<Config['stripe']>;

// The client is lib/stripe.ts's, shared with deposits (decision 056).
export { stripeClient } from '../../lib/stripe.ts';
