import { describe, expect, it } from 'vitest';
import { readAnswer } from '@shared/api/tolerant-reader';
import { reviewListSchema } from '@shared/api/review-list';
import { reviewerProfileSchema } from '@shared/api/schemas';
import { agencyIdOf } from '@demo-api/ids';
import { createClient, dataOf, signedIn, useDemoApi, type DemoClient } from './demo-client';

const controlled = useDemoApi({ control: true });

async function withFaults(client: DemoClient, faults: object, run: () => Promise<void>) {
  expect((await client.post('/__demo/faults', faults, { csrf: null })).status).toBe(200);
  try {
    await run();
  } finally {
    await client.post('/__demo/faults', {}, { csrf: null });
  }
}

describe('demo API: fault injection', () => {
  it('delays answers by latencyMs', async () => {
    const client = await signedIn(controlled.url);
    await withFaults(client, { latencyMs: 150 }, async () => {
      const started = performance.now();
      expect((await client.get('/reviewer/profile')).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    });
  });

  it('answers 500 Injected server error at error rate 1, but still issues CSRF tokens', async () => {
    const client = await signedIn(controlled.url);
    await withFaults(client, { errorRate: 1 }, async () => {
      const answer = await client.get('/reviewer/profile');
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 500,
        body: { message: 'Injected server error' },
      });
      expect((await client.get('/csrf/token')).status).toBe(200);
    });
  });

  it('alternates broken JSON and JSON of the wrong shape at malformed rate 1', async () => {
    const client = await signedIn(controlled.url);
    await withFaults(client, { malformedRate: 1 }, async () => {
      const broken = await client.get('/agency-review-management');
      expect(broken.status).toBe(200);
      expect(() => JSON.parse(broken.text)).toThrow();
      const wrongShape = await client.get('/reviewer/profile');
      expect(() => JSON.parse(wrongShape.text)).not.toThrow();
      expect(readAnswer(wrongShape.body, reviewerProfileSchema).success).toBe(false);
      expect(readAnswer((await client.get('/agency-review-management')).body, reviewListSchema).success).toBe(
        false,
      );
    });
  });

  it('handles the request, then sends its status and half its body and breaks off, at cut-off rate 1', async () => {
    const client = await signedIn(controlled.url);
    const agencyId = agencyIdOf(0); // pending in the seed
    await withFaults(client, { cutOffRate: 1, paths: '/review/start$' }, async () => {
      const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const answer = await fetch(`${controlled.url}/agency-review-management/${agencyId}/review/start`, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': await client.fetchCsrf() },
      });
      expect(answer.status).toBe(200);
      await expect(answer.text()).rejects.toThrow();
    });
    // The start was handled before its answer broke off.
    const details = await client.get(`/agency-review-management/${agencyId}/review`);
    expect(details.body).toMatchObject({ status: 'in progress' });
    // Back to the seed for the tests after this one.
    expect((await client.post('/__demo/reset', undefined, { csrf: null })).status).toBe(200);
  });

  it('faults only the paths matching the paths expression', async () => {
    const client = await signedIn(controlled.url);
    await withFaults(client, { errorRate: 1, paths: '^/agency-review-management' }, async () => {
      expect((await client.get('/agency-review-management')).status).toBe(500);
      expect((await client.get('/reviewer/profile')).status).toBe(200);
    });
    await withFaults(client, { errorRate: 1, paths: '^/csrf/token$' }, async () => {
      expect((await client.get('/csrf/token')).status).toBe(500);
    });
  });

  it('refuses bad fault options with 400', async () => {
    const client = createClient(controlled.url);
    expect((await client.post('/__demo/faults', { errorRate: 2 }, { csrf: null })).status).toBe(400);
    expect((await client.post('/__demo/faults', { latencyMs: 'soon' }, { csrf: null })).status).toBe(400);
  });
});

describe('demo API: test control', () => {
  it('expires every session: the next call answers 401', async () => {
    const client = await signedIn(controlled.url);
    expect((await client.post('/__demo/expire-sessions', undefined, { csrf: null })).status).toBe(200);
    expect((await client.get('/reviewer/profile')).status).toBe(401);
  });

  it('records the last requests with their CSRF and language headers and JSON body, and clears them', async () => {
    const client = await signedIn(controlled.url);
    await client.send('DELETE', '/__demo/requests');
    await client.post(
      '/auth/forgot-password',
      { email: 'reviewer@demo.test' },
      { headers: { 'accept-language': 'ar' } },
    );
    const [entry, ...rest] = dataOf<Record<string, unknown>[]>(await client.get('/__demo/requests'));
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/auth/forgot-password',
      headers: { 'x-csrf-token': expect.any(String), 'accept-language': 'ar' },
      body: { email: 'reviewer@demo.test' },
    });
    for (let i = 0; i < 205; i++) await client.get('/csrf/token');
    expect(dataOf<unknown[]>(await client.get('/__demo/requests'))).toHaveLength(200);
    await client.send('DELETE', '/__demo/requests');
    expect(dataOf<unknown[]>(await client.get('/__demo/requests'))).toEqual([]);
  });

  it('resets to the seed state and clears sessions', async () => {
    const client = await signedIn(controlled.url);
    const list = dataOf<{ status: string; agencyId: { _id: string } }[]>(
      await client.get('/agency-review-management'),
    );
    const pending = list.find((item) => item.status === 'pending');
    await client.post(`/agency-review-management/${pending?.agencyId._id}/review/start`);
    expect((await client.post('/__demo/reset', undefined, { csrf: null })).status).toBe(200);
    expect((await client.get('/reviewer/profile')).status).toBe(401);
    await client.login();
    expect(dataOf(await client.get('/agency-review-management'))).toEqual(list);
  });
});

describe('demo API: without control', () => {
  const plain = useDemoApi();

  it('does not expose the control endpoints', async () => {
    const client = createClient(plain.url);
    expect((await client.post('/__demo/reset', undefined, { csrf: null })).status).toBe(404);
    expect((await client.post('/__demo/faults', {}, { csrf: null })).status).toBe(404);
    expect((await client.get('/__demo/requests')).status).toBe(404);
  });

  it('answers unknown paths with 404 JSON and malformed JSON bodies with 400', async () => {
    const client = await signedIn(plain.url);
    const unknown = await client.get('/no/such/path');
    expect({ status: unknown.status, body: unknown.body }).toEqual({
      status: 404,
      body: { message: 'Not found' },
    });
    const token = await client.fetchCsrf();
    const malformed = await client.send('POST', '/auth/login', {
      body: '{"email": ',
      headers: { 'x-csrf-token': token },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toHaveProperty('message');
  });
});
