// Closing a business, or handing it over to another account (DESIGN.md section 12; decision
// 051): what must happen before an owner can delete their own account.
import { email, plainText } from './common.ts';
import { z } from './zod.ts';

/** The owner's password, which confirms both (as deleting the account does). */
const password = z.string().check(z.minLength(1), z.maxLength(200));

/** POST /business/:id/closing. */
export const closeBusinessBody = z.object({ password });
export type CloseBusinessBody = z.infer<typeof closeBusinessBody>;

/** Its answer: how many upcoming appointments were cancelled (their customers e-mailed). */
export const closedBusiness = z.object({ cancelled: z.int() });
export type ClosedBusiness = z.infer<typeof closedBusiness>;

/** POST /business/:id/handover: the address of the account it goes to. */
export const offerHandoverBody = z.object({ email, password });
export type OfferHandoverBody = z.infer<typeof offerHandoverBody>;

/** GET /business/:id/handover: the open offer, if any (null: none). */
export const handoverOffer = z.nullable(
  z.object({ email: z.string(), name: z.string(), expiresAt: z.string() }),
);
export type HandoverOffer = z.infer<typeof handoverOffer>;

const token = plainText(128).check(z.minLength(1));

/** GET /business/handovers/:token: what the recipient reads before accepting. */
export const handoverInvitation = z.object({
  businessName: z.string(),
  fromName: z.string(),
  expiresAt: z.string(),
});
export type HandoverInvitation = z.infer<typeof handoverInvitation>;

/** POST /business/handovers/accept. */
export const acceptHandoverBody = z.object({ token });
export type AcceptHandoverBody = z.infer<typeof acceptHandoverBody>;

/** Its answer: the business the caller now owns. */
export const acceptedHandover = z.object({ businessId: z.string(), businessName: z.string() });
export type AcceptedHandover = z.infer<typeof acceptedHandover>;
