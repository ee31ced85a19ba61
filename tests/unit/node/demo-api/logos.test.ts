// Logos are URLs to image files, as a real backend sends them, so list rows stay small.
import { describe, expect, it } from 'vitest';
import { agencyDetailsSchema, type ReviewListItem } from '@shared/api/schemas';
import { createClient, dataOf, readAs, readReviewList, signedIn, useDemoApi } from './demo-client';

const api = useDemoApi({ control: true });
const LOGO_PATH = /^\/logos\/66f1a0[0-9a-f]{18}\.svg$/;

async function agencies() {
  return readReviewList(await (await signedIn(api.url)).get('/agency-review-management'));
}
const logoOf = (item: ReviewListItem) => item.agencyId.profile?.logo ?? null;

describe('demo API: agency logos', () => {
  it('lists each logo as a path on the API named by the agency id; 17% of agencies have none', async () => {
    const list = await agencies();
    const withLogo = list.filter((item) => logoOf(item) !== null);
    for (const item of withLogo) expect(logoOf(item)).toBe(`/logos/${item.agencyId._id}.svg`);
    expect(withLogo.length).toBeGreaterThan(list.length / 2);
    expect(withLogo.length).toBeLessThan(list.length);
  });

  it('gives the same logo in the agency details', async () => {
    const client = await signedIn(api.url);
    const [first] = readReviewList(await client.get('/agency-review-management'));
    const details = readAs(await client.get(`/agency/${first.agencyId._id}`), agencyDetailsSchema);
    expect(details.profile?.logo).toMatch(LOGO_PATH);
    expect(details.profile?.logo).toBe(logoOf(first));
  });

  it('serves the logo as a cacheable SVG, its initial on its colour, without a session', async () => {
    const [first] = await agencies();
    const answer = await createClient(api.url).get(logoOf(first) ?? '');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml');
    expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(answer.text).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'/);
    expect(answer.text).toContain(`>${[...(first.agencyId.profile?.name ?? '')][0]}</text>`);
    expect(answer.text).toMatch(/fill='hsl\(\d+,55%,42%\)'/);
    expect((await createClient(api.url).get(logoOf(first) ?? '')).text).toBe(answer.text);
  });

  it('serves Arabic initials as UTF-8', async () => {
    const arabic = (await agencies()).find(
      (item) => logoOf(item) && /^[\u0600-\u06FF]/.test(item.agencyId.profile?.name ?? ''),
    );
    const answer = await createClient(api.url).get(logoOf(arabic!) ?? '');
    expect(answer.text).toContain(`>${[...(arabic!.agencyId.profile?.name ?? '')][0]}</text>`);
  });

  it('answers 404 for an agency without a logo, an unknown agency or another file', async () => {
    const without = (await agencies()).find((item) => logoOf(item) === null)!;
    const client = createClient(api.url);
    expect((await client.get(`/logos/${without.agencyId._id}.svg`)).status).toBe(404);
    expect((await client.get('/logos/66f1a0ffffffffffffffffff.svg')).status).toBe(404);
    expect((await client.get(`/logos/${without.agencyId._id}.png`)).status).toBe(404);
    expect((await client.get('/logos/')).status).toBe(404);
  });

  it('is a static file: never in the request log, never faulted', async () => {
    const [first] = await agencies();
    const client = createClient(api.url);
    await client.send('DELETE', '/__demo/requests');
    await client.post('/__demo/faults', { errorRate: 1 }, { csrf: null });
    try {
      expect((await client.get(logoOf(first) ?? '')).status).toBe(200);
    } finally {
      await client.post('/__demo/faults', {}, { csrf: null });
    }
    expect(dataOf<unknown[]>(await client.get('/__demo/requests'))).toEqual([]);
  });
});
