import { describe, expect, it } from 'vitest';
import {
  dashboardStatsSchema,
  messageResponseSchema,
  reviewDetailsSchema,
  type ReviewListItem,
} from '@shared/api/schemas';
import { REREVIEWED_AGENCIES, rereviewedAgency } from '@demo-api/seed';
import { readAs, readReviewList, signedIn, useDemoApi, type DemoClient } from './demo-client';

const api = useDemoApi();
const OPEN = ['pending', 'in progress', 'in-progress'];

async function queues(client: DemoClient) {
  const agencies = readReviewList(await client.get('/agency-review-management'));
  const updated = readReviewList(await client.get('/agency-review-management/updated-profiles'));
  return { agencies, updated };
}

const stats = async (client: DemoClient) =>
  readAs(await client.get('/agency-review-management/dashboard/stats'), dashboardStatsSchema);

const firstWith = (items: ReviewListItem[], status: string, skip = 0) =>
  items.filter((item) => item.status === status)[skip];

describe('demo API: review queues', () => {
  it('seeds 48 agency reviews and 14 updated profiles across every status, both in-progress spellings', async () => {
    const { agencies, updated } = await queues(await signedIn(api.url));
    expect(agencies).toHaveLength(48);
    expect(updated).toHaveLength(12 + REREVIEWED_AGENCIES.length);
    const statuses = new Set([...agencies, ...updated].map((item) => item.status));
    expect([...statuses].sort()).toEqual(['completed', 'in progress', 'in-progress', 'pending', 'rejected']);
    for (const item of agencies) expect(Number.isNaN(Date.parse(item.submittedAt ?? ''))).toBe(false);
  });

  it('has agencies reviewed once and then updated: one agency, a review in each queue', async () => {
    const client = await signedIn(api.url);
    const { agencies, updated } = await queues(client);
    for (const index of [0, 1] as const) {
      const agency = rereviewedAgency(index);
      const first = agencies.find((item) => item._id === agency.firstReview.reviewId);
      const update = updated.find((item) => item._id === agency.updateReview.reviewId);
      expect(first?.agencyId._id).toBe(agency.agencyId);
      expect(update?.agencyId._id).toBe(agency.agencyId);
      expect([first?.status, update?.status]).toEqual([
        agency.firstReview.status,
        agency.updateReview.status,
      ]);
      // Asked by agency, the details are of the newer review, as a real backend's are.
      const details = readAs(
        await client.get(`/agency-review-management/${agency.agencyId}/review`),
        reviewDetailsSchema,
      );
      expect(details._id).toBe(agency.updateReview.reviewId);
    }
    expect(rereviewedAgency(0).firstReview.status).toBe('completed');
    expect(rereviewedAgency(1).firstReview.status).toBe('in progress');
  });

  it('varies the agencies: Arabic names and cities, several locations, missing logos', async () => {
    const { agencies } = await queues(await signedIn(api.url));
    const arabic = /[\u0600-\u06FF]/;
    expect(agencies.some((item) => arabic.test(item.agencyId.profile?.name ?? ''))).toBe(true);
    expect(agencies.some((item) => item.agencyId.profile?.locations?.some((l) => arabic.test(l)))).toBe(true);
    expect(agencies.some((item) => (item.agencyId.profile?.locations?.length ?? 0) > 1)).toBe(true);
    expect(agencies.some((item) => !item.agencyId.profile?.logo)).toBe(true);
    expect(agencies.some((item) => item.agencyId.profile?.logo)).toBe(true);
  });

  it('counts open reviews of each queue in the stats (pending or in progress)', async () => {
    const client = await signedIn(api.url);
    const { agencies, updated } = await queues(client);
    const open = (items: ReviewListItem[]) => items.filter((item) => OPEN.includes(item.status)).length;
    expect(await stats(client)).toEqual({ agencyTab: open(agencies), totalUpdatedProfiles: open(updated) });
  });

  it('lists the five oldest pending reviews as urgent', async () => {
    const client = await signedIn(api.url);
    const urgent = readReviewList(await client.get('/agency-review-management/urgent'));
    const { agencies, updated } = await queues(client);
    const oldest = [...agencies, ...updated]
      .filter((item) => item.status === 'pending')
      .sort((a, b) => (a.submittedAt ?? '').localeCompare(b.submittedAt ?? ''))
      .slice(0, 5);
    expect(urgent.map((item) => item._id)).toEqual(oldest.map((item) => item._id));
  });
});

describe('demo API: starting a review', () => {
  it('moves a pending review to in progress with the reviewer and start date, then refuses a second start', async () => {
    const client = await signedIn(api.url);
    const pending = firstWith((await queues(client)).agencies, 'pending');
    const agencyId = pending.agencyId._id;
    const before = readAs(
      await client.get(`/agency-review-management/${agencyId}/review`),
      reviewDetailsSchema,
    );
    expect(before).toMatchObject({ _id: pending._id, status: 'pending', reviewerId: null, startedAt: null });
    expect(before.agencyId?.profile?.name).toBe(pending.agencyId.profile?.name);

    const started = await client.post(`/agency-review-management/${agencyId}/review/start`);
    expect(started.status).toBe(200);
    expect(readAs(started, messageResponseSchema).message).toBe('Review started');
    const after = readAs(
      await client.get(`/agency-review-management/${agencyId}/review`),
      reviewDetailsSchema,
    );
    expect(after.status).toBe('in progress');
    expect(after.reviewerId).toEqual({ firstName: 'Layla', lastName: 'Haddad' });
    expect(Number.isNaN(Date.parse(after.startedAt ?? ''))).toBe(false);

    const again = await client.post(`/agency-review-management/${agencyId}/review/start`);
    expect(again.status).toBe(409);
    expect(again.body).toHaveProperty('message');
  });

  it('answers 404 for an unknown agency', async () => {
    const client = await signedIn(api.url);
    expect((await client.get('/agency-review-management/66f1a0ffffffffffffffffff/review')).status).toBe(404);
    expect((await client.post('/agency-review-management/unknown/review/start')).status).toBe(404);
  });
});

describe('demo API: review conclusion', () => {
  const submit = (client: DemoClient, reviewId: string, body: unknown) =>
    client.post(`/review-conclusion/reviews/${reviewId}/submit`, body);

  it('accepting completes a review in progress and the agency badge count drops', async () => {
    const client = await signedIn(api.url);
    const review = firstWith((await queues(client)).agencies, 'in-progress');
    const before = await stats(client);
    expect((await submit(client, review._id, { action: 'accepted', conclusion: '   ' })).status).toBe(400);
    const answer = await submit(client, review._id, {
      action: 'accepted',
      conclusion: 'Complete and consistent.',
    });
    expect(readAs(answer, messageResponseSchema).message).toBe('Review conclusion submitted successfully');
    const after = (await queues(client)).agencies.find((item) => item._id === review._id);
    expect(after?.status).toBe('completed');
    expect((await stats(client)).agencyTab).toBe((before.agencyTab ?? 0) - 1);
    expect(
      (await submit(client, review._id, { action: 'rejected', conclusion: 'Changed my mind.' })).status,
    ).toBe(409);
  });

  it('rejecting an updated profile in progress rejects it and its badge count drops', async () => {
    const client = await signedIn(api.url);
    const { updated } = await queues(client);
    const review = updated.find((item) => item.status === 'in progress' || item.status === 'in-progress');
    if (!review) throw new Error('The seed has an updated profile in progress');
    const before = await stats(client);
    expect(
      (await submit(client, review._id, { action: 'rejected', conclusion: 'Portfolio links are broken.' }))
        .status,
    ).toBe(200);
    expect((await queues(client)).updated.find((item) => item._id === review._id)?.status).toBe('rejected');
    expect((await stats(client)).totalUpdatedProfiles).toBe((before.totalUpdatedProfiles ?? 0) - 1);
  });

  it('refuses a pending review with 409, a bad action with 400 and an unknown review with 404', async () => {
    const client = await signedIn(api.url);
    const pending = firstWith((await queues(client)).agencies, 'pending', 3);
    expect(
      (await submit(client, pending._id, { action: 'accepted', conclusion: 'Looks good to me.' })).status,
    ).toBe(409);
    expect(
      (await submit(client, pending._id, { action: 'maybe', conclusion: 'Looks good to me.' })).status,
    ).toBe(400);
    expect((await submit(client, 'nope', { action: 'accepted', conclusion: 'Looks good.' })).status).toBe(
      404,
    );
  });

  it('concludes a review the reviewer started: pending -> in progress -> completed', async () => {
    const client = await signedIn(api.url);
    const pending = firstWith((await queues(client)).agencies, 'pending', 5);
    await client.post(`/agency-review-management/${pending.agencyId._id}/review/start`);
    expect(
      (await submit(client, pending._id, { action: 'accepted', conclusion: 'All fields verified.' })).status,
    ).toBe(200);
    const details = readAs(
      await client.get(`/agency-review-management/${pending.agencyId._id}/review`),
      reviewDetailsSchema,
    );
    expect(details.status).toBe('completed');
  });
});
