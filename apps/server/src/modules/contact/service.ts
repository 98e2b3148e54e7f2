import type { z } from 'zod';
import type { contactBody } from '@timeapp/domain/users';
import type { AppContext } from '../../context.ts';
import type { Actor } from '../../lib/actor.ts';
import { rateLimiter, rateRules } from '../../lib/rate-limit.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { contactMail } from './mails.ts';

export async function sendContactMessage(
  ctx: AppContext,
  _actor: Actor,
  body: z.output<typeof contactBody>,
  client: { ip: string },
): Promise<void> {
  // Anyone may write to us (the public landing page has the form); the address limit curbs spam.
  await rateLimiter(ctx).hit(rateRules.contact, client.ip);
  await enqueueMail(ctx.db, contactMail(ctx, body));
}
