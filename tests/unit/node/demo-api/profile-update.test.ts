// The test control's profile update: an agency reviewed in the Agencies list changes some values, and
// a new pending review of it waits in Updated Profiles as its newest request, flagging exactly those fields.
import { describe, expect, it } from 'vitest';
import { agencyDetailsSchema, flaggedFieldsSchema, validationFieldsSchema } from '@shared/api/schemas';
import { newestSeededReview } from '@demo-api/seed';
import { dataOf, readAs, readReviewList, signedIn, useDemoApi } from './demo-client';

const api = useDemoApi({ control: true });
const uncontrolled = useDemoApi();

describe('demo API: profile updates (test control)', () => {
  it('changes the values, queues a pending updated review of the agency and flags those fields', async () => {
    const agency = newestSeededReview('agency', 'pending');
    const client = await signedIn(api.url);
    const before = readAs(await client.get(`/agency/${agency.agencyId}`), agencyDetailsSchema);
    // A further work item: a field the first review never saw.
    const newWork = `work[${before.work?.length}]`;
    const update = await client.post(
      '/__demo/profile-update',
      {
        agencyId: agency.agencyId,
        changes: {
          'profile.tagline': 'A new tagline',
          [newWork]: { links: [{ url: 'https://x.example', linkName: 'X' }] },
        },
      },
      { csrf: null },
    );
    expect(update.status).toBe(200);
    const { reviewId } = dataOf<{ reviewId: string }>(update);
    expect(reviewId).not.toBe(agency.reviewId);

    const updated = readReviewList(await client.get('/agency-review-management/updated-profiles'));
    const queued = updated.find((item) => item._id === reviewId);
    expect(queued).toMatchObject({ status: 'pending', agencyId: { _id: agency.agencyId } });
    // The newest request of the queue, so it is on its first page.
    const newest = Math.max(...updated.map((item) => Date.parse(item.submittedAt ?? '')));
    expect(Date.parse(queued?.submittedAt ?? '')).toBe(newest);
    // The agency's first review stays in its own list as it was.
    const agencies = readReviewList(await client.get('/agency-review-management'));
    expect(agencies.find((item) => item._id === agency.reviewId)?.status).toBe('pending');

    const details = readAs(await client.get(`/agency/${agency.agencyId}`), agencyDetailsSchema);
    expect(details.profile?.tagline).toBe('A new tagline');
    const fields = readAs(
      await client.get(`/field-validation/agencies/${agency.agencyId}/fields`),
      validationFieldsSchema,
    );
    expect(fields.workFields?.map((field) => field.path)).toContain(newWork);
    const flags = readAs(
      await client.get(`/agency-profile-changes/agencies/${agency.agencyId}/all-fields-with-flags`),
      flaggedFieldsSchema,
    );
    expect(flags.filter((flag) => flag.changed).map((flag) => flag.fieldPath)).toEqual([
      'profile.tagline',
      newWork,
    ]);
    expect((await client.post(`/agency-review-management/${agency.agencyId}/review/start`)).status).toBe(200);
  });

  it('refuses an unknown agency, no changes, an unreadable path and a hole in a list', async () => {
    const client = await signedIn(api.url);
    const { agencyId } = newestSeededReview('agency', 'completed');
    const post = (body: unknown) => client.post('/__demo/profile-update', body, { csrf: null });
    expect((await post({ agencyId: 'nobody', changes: { 'profile.bio': 'x' } })).status).toBe(404);
    expect((await post({ agencyId, changes: {} })).status).toBe(400);
    expect((await post({ agencyId, changes: { 'profile..bio': 'x' } })).status).toBe(400);
    expect((await post({ agencyId, changes: { 'work[40]': { links: [] } } })).status).toBe(400);
    for (const path of ['__proto__.polluted', 'profile.constructor.prototype.polluted'])
      expect((await post({ agencyId, changes: { [path]: 'yes' } })).status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('is not there without DEMO_CONTROL', async () => {
    const client = await signedIn(uncontrolled.url);
    const { agencyId } = newestSeededReview('agency', 'pending');
    const answer = await client.post('/__demo/profile-update', { agencyId, changes: { 'profile.bio': 'x' } });
    expect(answer.status).toBe(404);
  });
});
