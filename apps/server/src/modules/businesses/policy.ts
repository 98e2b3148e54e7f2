import { rule, type Owned } from '../../lib/policy.ts';

/** Who may do what with a business. Reading one, its slots and a search are public. */
export const businessPolicy = {
  /** Edit its fields and sections: its owner. */
  edit: rule((me, b: Owned) => b.ownerId === me.userId),
  /** Refer it: anyone verified but its owner. */
  refer: rule((me, b: Owned) => b.ownerId !== me.userId),
  /** See its plan (state, dates, referral link): its owner. */
  seePlan: rule((me, b: Owned) => b.ownerId === me.userId),
  /** Read its audit trail (who changed what): its owner. */
  readAudit: rule((me, b: Owned) => b.ownerId === me.userId),
  /** Close it, or offer it to another account (decision 051): its owner. */
  close: rule((me, b: Owned) => b.ownerId === me.userId),
  handOver: rule((me, b: Owned) => b.ownerId === me.userId),
  /** See how many texts its customers were sent (docs/decisions/054-texts.md): its owner. */
  seeTexts: rule((me, b: Owned) => b.ownerId === me.userId),
  /**
   * See a customer's strikes there, and forgive one (decision 055): its owner. Staff mark
   * no-shows but do not decide who is forgiven.
   */
  readStrikes: rule((me, b: Owned) => b.ownerId === me.userId),
  forgiveStrike: rule((me, b: Owned) => b.ownerId === me.userId),
  /**
   * See where its Stripe account for deposits stands, and connect or finish it (decision 056):
   * its owner.
   */
  manageDeposits: rule((me, b: Owned) => b.ownerId === me.userId),
  /** Rate it: anyone verified but its owner. */
  rate: rule((me, b: Owned) => b.ownerId !== me.userId),
};
