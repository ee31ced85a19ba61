// The client core's own cost per call in Node: the shared client (endpoint table, unwrapping, schema
// validation) against the demo API in process, minus a raw fetch + JSON parse of the same answer. The
// two run interleaved on the same calls, so the network (none here) and the server cancel out.
import { performance } from 'node:perf_hooks';
import { createApiClient } from '../../src/shared/api/client';
import type { EndpointName } from '../../src/shared/api/endpoints';
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import { newestSeededReview } from '../../src/demo-api/seed';
import { inProcessDemoApi } from '../../tooling/harness/in-process-demo-api';

export async function benchClientOverhead(rounds: number): Promise<number[]> {
  const demo = inProcessDemoApi(200);
  let csrf: string | null = null;
  const client = createApiClient({
    baseURL: '/api',
    csrf: { get: () => csrf, set: (token) => void (csrf = token), clear: () => void (csrf = null) },
    fetch: demo.fetch,
  });
  await client.call('login', undefined, DEMO_CREDENTIALS);
  const { agencyId } = newestSeededReview('agency', 'in progress');
  // The calls of a review step: who is signed in, the agency, its fields, and the earlier results.
  const calls: { endpoint: EndpointName; url: string }[] = [
    { endpoint: 'reviewerProfile', url: '/api/reviewer/profile' },
    { endpoint: 'agencyDetails', url: `/api/agency/${agencyId}` },
    { endpoint: 'validationFields', url: `/api/field-validation/agencies/${agencyId}/fields` },
    { endpoint: 'fieldValidations', url: `/api/field-validation/agencies/${agencyId}` },
  ];
  const raw = async (url: string) =>
    (await demo.fetch(url, { headers: { 'X-CSRF-Token': csrf ?? '' } })).json();
  const overhead: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const { endpoint, url } of calls) {
      let start = performance.now();
      await raw(url);
      const bare = performance.now() - start;
      start = performance.now();
      await (client.call as (name: EndpointName, params: { agencyId: string }) => Promise<unknown>)(
        endpoint,
        {
          agencyId,
        },
      );
      overhead.push(performance.now() - start - bare);
    }
  }
  return overhead;
}
