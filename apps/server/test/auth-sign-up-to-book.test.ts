import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@timeapp/domain/messages';
import { API, GOOD_PASSWORD, mailsTo, newEmail, registers } from './support/accounts.ts';
import { book, MONDAY_MORNING, TUESDAY } from './support/appointments.ts';
import { givenBusiness, type GivenBusiness } from './support/businesses.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { givenUser } from './support/users.ts';

// DESIGN.md section 11: a visitor who picked a time on a public page signs up with names, e-mail,
// password and an optional mobile, types the e-mailed code on the same screen, and the booking
// is made without another sign-in (docs/decisions/046).
describe(`the short sign-up of a public page, verified by the e-mailed code (${engine})`, () => {
  let t: TestApp;
  let salon: GivenBusiness;
  beforeAll(async () => {
    t = await createTestApp();
    const owner = await givenUser(t.ctx);
    salon = await givenBusiness(t.ctx, owner.id);
  });
  beforeEach(() => t.setNow(MONDAY_MORNING));
  afterAll(() => t.close());

  const signsUp = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `${API}/users/sign-up-to-book`, payload: body });
  const typesCode = (token: string | null, code: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/users/verify-code`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: { code },
    });
  const visitor = () => ({
    firstName: 'Mere',
    lastName: 'Tane',
    email: newEmail('mere'),
    password: GOOD_PASSWORD,
  });
  /** The code in the newest verification e-mail to `email`. */
  const codeIn = async (email: string) => {
    const [mail] = await mailsTo(t.ctx, email);
    const code = /code where you signed up: (\d{6})/.exec(mail!.text)?.[1];
    if (!code) throw new Error(`no code in the e-mail to ${email}: ${mail!.text}`);
    return code;
  };
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('asks for names, e-mail and password only; the e-mail carries a 6-digit code beside the link', async () => {
    const who = visitor();
    const res = await signsUp({
      ...who,
      next: '/b/some-salon?section=s&date=2026-03-12&time=10:00',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      email: who.email,
      firstName: 'Mere',
      lastName: 'Tane',
    });
    const [mail] = await mailsTo(t.ctx, who.email);
    expect(mail!.text).toMatch(/Or type this code where you signed up: \d{6}/);
    // The link still works, and still leads back to the pick.
    const link = new URL(mail!.links[0]!);
    expect(link.searchParams.get('next')).toBe(
      '/b/some-salon?section=s&date=2026-03-12&time=10:00',
    );
  });

  it('refuses a sign-up without names or with a weak password, saying what is wrong', async () => {
    const noName = await signsUp({ ...visitor(), firstName: '' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe(messages.nameRequired);
    const weak = await signsUp({ ...visitor(), password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(messages.passwordTooShort);
  });

  it('keeps the address required on the full sign-up (/register)', async () => {
    const res = await registers(t, { address: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.addressRequired);
  });

  it("the right code in the sign-up's session answers a verified session that books at once", async () => {
    const who = visitor();
    const signedUp = (await signsUp(who)).json();
    const slot = {
      businessId: salon.id,
      sectionId: salon.sectionIds[0]!,
      appointmentDate: TUESDAY,
      appointmentTime: '10:00',
    };
    // Unverified, the sign-up's token cannot book.
    const early = await book(t.app, { token: signedUp.token } as never, slot);
    expect(early.statusCode).toBe(403);

    const wrong = await typesCode(signedUp.token, wrongCode(await codeIn(who.email)));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(messages.codeWrong);

    const right = await typesCode(signedUp.token, ` ${await codeIn(who.email)} `);
    expect(right.statusCode).toBe(200);
    const session = right.json();
    expect(session.user._id).toBe(signedUp.user._id);
    expect(await t.ctx.tokens.verify(session.token)).toMatchObject({
      userId: signedUp.user._id,
      verified: true,
    });
    const booked = await book(t.app, { token: session.token } as never, slot);
    expect(booked.statusCode).toBe(201);
    // And the password works for the next visit.
    const login = await t.app.inject({
      method: 'POST',
      url: `${API}/users/login`,
      payload: { email: who.email, password: who.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('the code alone opens nothing: no token is a 401, and another account cannot use it', async () => {
    const who = visitor();
    await signsUp(who);
    const code = await codeIn(who.email);
    expect((await typesCode(null, code)).statusCode).toBe(401);

    const other = visitor();
    const otherToken = (await signsUp(other)).json().token as string;
    const res = await typesCode(otherToken, code);
    // Codes are per account: one account's code is (almost surely) not another's.
    expect(await codeIn(other.email)).not.toBe(code);
    expect(res.statusCode).toBe(400);
  });

  it('refuses a malformed code with what to type', async () => {
    const who = visitor();
    const token = (await signsUp(who)).json().token as string;
    for (const code of ['12345', 'abcdef', '1234567']) {
      const res = await typesCode(token, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.codeFormat);
    }
  });

  it('stops guessing after 10 wrong codes a day: the right one then waits too', async () => {
    const who = visitor();
    const token = (await signsUp(who)).json().token as string;
    const code = await codeIn(who.email);
    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        typesCode(token, String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')),
      ),
    );
    const statuses = guesses.map((g) => g.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect((await typesCode(token, code)).statusCode).toBe(429);
    // The next day the right code works.
    t.setNow('2026-03-03T08:00:00+13:00');
    expect((await typesCode(token, code)).statusCode).toBe(200);
  });

  it('still answers a verified session when the link was opened first', async () => {
    const who = visitor();
    const signedUp = (await signsUp(who)).json();
    const [mail] = await mailsTo(t.ctx, who.email);
    const link = new URL(mail!.links[0]!);
    const opened = await t.app.inject({
      method: 'GET',
      url: `${API}/users/verify-email${link.search}`,
      headers: { authorization: `Bearer ${signedUp.token}` },
    });
    expect(opened.statusCode).toBe(200);
    const res = await typesCode(signedUp.token, await codeIn(who.email));
    expect(res.statusCode).toBe(200);
  });

  it('an address already registered is refused as on /register', async () => {
    const who = visitor();
    await signsUp(who);
    const again = await signsUp({ ...visitor(), email: who.email });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.emailTaken);
  });
});
