import type { AppContext } from '../../src/lib/context.ts';
import { users } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/lib/passwords.ts';

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
