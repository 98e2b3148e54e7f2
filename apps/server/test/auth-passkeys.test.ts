import { accountTexts } from '@timeapp/domain/account-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { softwareAuthenticator } from './support/authenticator.ts';
import { API, expectAnswer } from './support/business-scenarios.ts';
import { createTestApp, engine, type TestApp } from './support/test-app.ts';
import { bearer, givenUser, type GivenUser } from './support/users.ts';

// Passkeys (docs/decisions/048): any user adds one from the profile and then signs in with it
// alone. The authenticator is a software one (support/authenticator.ts) producing real,
// signed WebAuthn responses; the relying party is the test app's PUBLIC_URL, http://timeapp.test.
const ORIGIN = 'http://timeapp.test';
const RP_ID = 'timeapp.test';

describe(`passkeys (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object, who?: GivenUser, ip = '10.40.0.1') =>
    t.app.inject({
      method: 'POST',
      url: `${API}${url}`,
      headers: who ? bearer(who) : {},
      payload,
      remoteAddress: ip,
    });

  /** The user adds the authenticator's passkey from the profile; answers the POST's answer. */
  async function addsPasskey(
    user: GivenUser,
    device = softwareAuthenticator({ origin: ORIGIN, rpId: RP_ID }),
    over: { origin?: string; rpId?: string } = {},
  ) {
    const start = expectAnswer(await post('/users/me/passkeys/options', undefined, user), 200);
    const { state, options } = start.data;
    return {
      device,
      answer: await post(
        '/users/me/passkeys',
        { state, response: device.create(options, over) },
        user,
      ),
    };
  }

  async function signInOptions() {
    return expectAnswer(await post('/users/passkey-login/options'), 200).data as {
      state: string;
      options: Record<string, unknown>;
    };
  }

  it('a user adds a passkey, sees it in the list, and signs in with it alone', async () => {
    const user = await givenUser(t.ctx);
    const start = expectAnswer(await post('/users/me/passkeys/options', undefined, user), 200);
    // A discoverable credential, for this site, naming the account by its id only.
    expect(start.data.options.rp).toEqual({ id: RP_ID, name: 'TimeApp' });
    expect(start.data.options.authenticatorSelection.residentKey).toBe('required');
    expect(start.data.options.user.name).toBe(user.email);

    const { device, answer } = await addsPasskey(user);
    const added = expectAnswer(answer, 201, accountTexts.passkeyAdded).data;
    const state = expectAnswer(
      await t.app.inject({
        method: 'GET',
        url: `${API}/users/me/two-factor`,
        headers: bearer(user),
      }),
      200,
    ).data;
    expect(state.passkeys).toEqual([added]);

    const { state: signInState, options } = await signInOptions();
    // No account is named: the browser offers the passkeys it holds for the site.
    expect(options.rpId).toBe(RP_ID);
    expect(options.allowCredentials ?? []).toEqual([]);
    const signedIn = expectAnswer(
      await post('/users/passkey-login', { state: signInState, response: device.get(options) }),
      200,
    );
    expect(signedIn.user._id).toBe(user.id);
    // The session works like a password's.
    const profile = await t.app.inject({
      method: 'GET',
      url: `${API}/users/${user.id}`,
      headers: { authorization: `Bearer ${signedIn.token}` },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('refuses a passkey created or used for another origin or site', async () => {
    const user = await givenUser(t.ctx);
    expectAnswer(
      (await addsPasskey(user, undefined, { origin: 'https://timeapp.test.evil.example' })).answer,
      400,
      accountTexts.passkeyFailed,
    );
    expectAnswer(
      (await addsPasskey(user, undefined, { rpId: 'evil.example' })).answer,
      400,
      accountTexts.passkeyFailed,
    );

    const { device } = await addsPasskey(user);
    const { state, options } = await signInOptions();
    expectAnswer(
      await post('/users/passkey-login', {
        state,
        response: device.get(options, { origin: 'https://phishing.example' }),
      }),
      401,
      accountTexts.passkeyFailed,
    );
  });

  it('a challenge is good once: a replayed sign-in is refused, and so is an expired one', async () => {
    const user = await givenUser(t.ctx);
    const { device } = await addsPasskey(user);
    const { state, options } = await signInOptions();
    const body = { state, response: device.get(options) };
    expectAnswer(await post('/users/passkey-login', body), 200);
    expectAnswer(await post('/users/passkey-login', body), 401, accountTexts.passkeyExpired);

    // Signed for a challenge the server never issued (its state belongs to another).
    const other = await signInOptions();
    const forged = await signInOptions();
    expectAnswer(
      await post('/users/passkey-login', {
        state: other.state,
        response: device.get(forged.options),
      }),
      401,
      accountTexts.passkeyFailed,
    );

    const late = await signInOptions();
    t.setNow(new Date(Date.now() + 6 * 60 * 1000));
    try {
      expectAnswer(
        await post('/users/passkey-login', {
          state: late.state,
          response: device.get(late.options),
        }),
        401,
        accountTexts.passkeyExpired,
      );
    } finally {
      t.setNow(undefined);
    }
  });

  it('refuses a signature counter that is not above the last one (a cloned authenticator)', async () => {
    const user = await givenUser(t.ctx);
    const { device } = await addsPasskey(user);
    let { state, options } = await signInOptions();
    device.setCounter(41);
    expectAnswer(await post('/users/passkey-login', { state, response: device.get(options) }), 200);
    // The clone still counts from where the copy was taken.
    ({ state, options } = await signInOptions());
    device.setCounter(10);
    expectAnswer(
      await post('/users/passkey-login', { state, response: device.get(options) }),
      401,
      accountTexts.passkeyFailed,
    );
    ({ state, options } = await signInOptions());
    device.setCounter(41);
    expectAnswer(
      await post('/users/passkey-login', { state, response: device.get(options) }),
      401,
      accountTexts.passkeyFailed,
    );
  });

  it("one's own passkeys only: another's challenge is refused, another's passkey cannot be removed; a removed passkey signs no one in", async () => {
    const [owner, stranger] = await Promise.all([givenUser(t.ctx), givenUser(t.ctx)]);
    const { device, answer } = await addsPasskey(owner);
    const passkeyId = expectAnswer(answer, 201).data._id;

    // A challenge opened by the owner, answered in the stranger's session.
    const start = expectAnswer(await post('/users/me/passkeys/options', undefined, owner), 200);
    const someone = softwareAuthenticator({ origin: ORIGIN, rpId: RP_ID });
    expectAnswer(
      await post(
        '/users/me/passkeys',
        { state: start.data.state, response: someone.create(start.data.options) },
        stranger,
      ),
      403,
      accountTexts.passkeyNotFound,
    );

    const remove = (who: GivenUser) =>
      t.app.inject({
        method: 'DELETE',
        url: `${API}/users/me/passkeys/${passkeyId}`,
        headers: bearer(who),
      });
    expectAnswer(await remove(stranger), 403, accountTexts.passkeyNotFound);
    expectAnswer(await post('/users/me/passkeys/options'), 401);
    expectAnswer(await remove(owner), 200, accountTexts.passkeyRemoved);

    const { state, options } = await signInOptions();
    expectAnswer(
      await post('/users/passkey-login', { state, response: device.get(options) }),
      401,
      accountTexts.passkeyUnknown,
    );
  });

  it('counts failed passkey sign-ins against the client address, as wrong passwords are', async () => {
    const user = await givenUser(t.ctx);
    const { device } = await addsPasskey(user);
    const ip = '10.40.9.9';
    for (let i = 0; i < 30; i += 1) {
      const { state, options } = await signInOptions();
      const wrong = device.get(options, { origin: 'https://phishing.example' });
      expect(
        (await post('/users/passkey-login', { state, response: wrong }, undefined, ip)).statusCode,
      ).toBe(401);
    }
    const { state, options } = await signInOptions();
    expectAnswer(
      await post('/users/passkey-login', { state, response: device.get(options) }, undefined, ip),
      429,
    );
  });
});
