import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, ok, routeFetch } from '../testing/route-fetch';
import { signInAs, testUser } from '../testing/test-utils';
import { api } from './api-client';
import { clearSession, setSession } from './auth-store';
import { sendEarlyRequests } from './early-requests';

afterEach(() => clearSession());

describe("A signed-in screen's first data, asked for before the app's code runs", () => {
  it('the customer dashboard asks once for each list: the API client takes the early answers', async () => {
    signInAs(testUser({ relatedBusinesses: [] }));
    const fetch = routeFetch({
      'GET /appointment': ok([{ _id: 'a1' }]),
      'GET /business/favorite': ok([{ _id: 'b1' }]),
      'GET /users/me/bell': ok({ count: 0 }),
    });
    sendEarlyRequests('/clientDashboard');
    // Today's and all, upcoming, cancelled, favourites and the bell: every list on the screen.
    expect(fetch).toHaveBeenCalledTimes(5);
    const lists = callsTo(fetch, 'GET /appointment').map((c) => c.url.search);
    expect(lists.sort()).toEqual(['', '?status=2', '?upcoming=true']);
    expect(callsTo(fetch, 'GET /users/me/bell')).toHaveLength(1);

    expect((await api.get('/appointment')).data).toEqual([{ _id: 'a1' }]);
    expect((await api.get('/business/favorite')).data).toEqual([{ _id: 'b1' }]);
    await api.get('/appointment', { query: { upcoming: true } });
    await api.get('/appointment', { query: { status: 2 } });
    await api.get('/users/me/bell');
    expect(fetch).toHaveBeenCalledTimes(5);

    // Taken once: the next refresh asks the server again.
    await api.get('/appointment');
    expect(callsTo(fetch, 'GET /appointment')).toHaveLength(4);
  });

  it("the owner's dashboard asks for its business, its plan and its pending requests", () => {
    signInAs(testUser({ relatedBusinesses: ['b7'] }));
    const fetch = routeFetch({});
    sendEarlyRequests('/business-dashboard');
    expect(callsTo(fetch, 'GET /business/b7')).toHaveLength(1);
    expect(callsTo(fetch, 'GET /business/b7/plan')).toHaveLength(1);
    const [list] = callsTo(fetch, 'GET /appointment');
    expect(Object.fromEntries(list!.url.searchParams)).toEqual({ businessId: 'b7', status: '0' });
  });

  it('nothing is sent for a visitor, or for a screen without early data', () => {
    const fetch = routeFetch({});
    sendEarlyRequests('/clientDashboard');
    signInAs(testUser());
    sendEarlyRequests('/user-profile');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("another session's early answer is not used", async () => {
    signInAs(testUser({ relatedBusinesses: [] }));
    const fetch = routeFetch({ 'GET /appointment': ok([]) });
    sendEarlyRequests('/clientDashboard');
    clearSession();
    setSession({ token: 'another-token', user: testUser({ _id: 'u2', relatedBusinesses: [] }) });
    await api.get('/appointment');
    const all = callsTo(fetch, 'GET /appointment').filter((c) => c.url.search === '');
    expect(all).toHaveLength(2);
  });
});
