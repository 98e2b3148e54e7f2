import type { z } from 'zod';
import type { contactBody } from '@timeapp/domain/users';
import type { AppContext } from '../../lib/context.ts';
import { contactMessages } from '../../db/schema.ts';
import type { Actor } from '../../lib/actor.ts';
import { rateLimiter, rateRules } from '../../lib/rate-limit.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { contactMail } from './mails.ts';

export async function sendContactMessage(
  ctx: AppContext,
  actor: Actor,
  body: z.output<typeof contactBody>,
  client: { ip: string },
): Promise<void> {
  // Anyone may write to us (the public landing page has the form); the address limit curbs spam.
  await rateLimiter(ctx).hit(rateRules.contact, client.ip);
  // Kept for the operator console (docs/product-rules.md 8.8) and e-mailed, together.
  const mail = contactMail(ctx, body);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      userId: actor?.userId ?? null,
      name: body.name,
      email: body.email,
      subject: body.subject,
      message: body.message,
      createdAt: ctx.now(),
    });
    await enqueueMail(tx, mail);
  });
}
