import type { AppContext } from '../../src/lib/context.ts';
import { totpAuthenticators, users } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { newTotpSecret } from '../../src/lib/totp.ts';

export const DEFAULT_PASSWORD = 'Secret@123';
let counter = 0;
const passwordHash = hashPassword(DEFAULT_PASSWORD);

export type GivenUser = {
  id: string;
  email: string;
  token: string;
  firstName: string;
  lastName: string;
};

/** A user straight in the database (verified unless told otherwise) with a session token. */
export async function givenUser(
  ctx: AppContext,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<GivenUser> {
  counter += 1;
  const [row] = await ctx.db
    .insert(users)
    .values({
      email: `user${counter}.${Math.random().toString(36).slice(2, 8)}@example.test`,
      passwordHash: await passwordHash,
      firstName: `Test${counter}`,
      lastName: 'Person',
      verified: true,
      country: 'New Zealand',
      state: 'Auckland',
      city: 'Auckland',
      suburb: 'Ponsonby',
      ...overrides,
    })
    .returning();
  const user = row!;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    token: await ctx.tokens.sign({ id: user.id, verified: user.verified }),
  };
}

export const bearer = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });

/**
 * The user has an authenticator app, straight in the database (an operator's console needs a
 * passkey or one: docs/decisions/048); answers its secret.
 */
export async function givenAuthenticatorApp(ctx: AppContext, userId: string): Promise<string> {
  const secret = newTotpSecret();
  await ctx.db.insert(totpAuthenticators).values({ userId, secret, confirmedAt: ctx.now() });
  return secret;
}
