// A bad answer is a clear error whether it comes flat or wrapped in {data}, never an empty record.
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '@shared/api/endpoints';
import { memoryClient } from '../../../fixtures/memory-fetch';

const params = { agencyId: 'a1', reviewId: 'r1' };

async function read(endpoint: EndpointName, body: unknown) {
  const { client } = memoryClient(() => body);
  return client.execute({ endpoint, params: endpoints[endpoint].path.includes('{') ? params : undefined });
}

const badAnswers: [string, EndpointName, unknown][] = [
  ['profile.locations sent as a string', 'agencyDetails', { profile: { locations: 'Cairo' } }],
  ['a null service', 'agencyDetails', { services: [null] }],
  ['field lists sent as null', 'validationFields', { profileFields: null }],
  ['review details of the wrong type', 'reviewDetails', { status: 3, agencyId: 'a1' }],
  ['stats sent as strings', 'dashboardStats', { agencyTab: '3', totalUpdatedProfiles: '1' }],
  ['a list that is not a list', 'agencyReviews', { items: [] }],
];

describe('the tolerant reader', () => {
  it.each(badAnswers)('refuses %s, flat or wrapped, with the same error', async (_, endpoint, body) => {
    const flat = await read(endpoint, body);
    const wrapped = await read(endpoint, { data: body });
    expect(flat).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
    expect(wrapped).toEqual(flat);
  });

  it('refuses an envelope whose data is null or missing where a record is expected', async () => {
    for (const body of [{ data: null }, { data: null, message: 'ok' }, { data: 'none' }]) {
      expect(await read('dashboardStats', body)).toMatchObject({ ok: false });
      expect(await read('reviewDetails', body)).toMatchObject({ ok: false });
    }
  });

  it('still reads flat answers, wrapped ones and an envelope carrying more than data', async () => {
    const stats = { agencyTab: 3, totalUpdatedProfiles: 1 };
    expect(await read('dashboardStats', stats)).toEqual({ ok: true, data: stats });
    expect(await read('dashboardStats', { data: stats })).toEqual({ ok: true, data: stats });
    const results = [{ fieldPath: 'profile.name', validationStatus: 'valid', note: '' }];
    expect(await read('fieldValidations', { data: results, tags: ['Local'] })).toEqual({
      ok: true,
      data: results,
    });
  });

  it('reads an answer that is only a message, whatever data comes beside it', async () => {
    for (const data of [null, true, { id: 1 }]) {
      const answer = await read('logout', { message: 'Done', data });
      expect(answer).toMatchObject({ ok: true, data: { message: 'Done' } });
    }
  });
});
