// The demo API at benchmark sizes: 100,000 agency reviews, and one review with 200 fields a step.
import { describe, expect, it } from 'vitest';
import {
  agencyDetailsSchema,
  reviewDetailsSchema,
  validationFieldsSchema,
  type ValidationFields,
} from '@shared/api/schemas';
import { stepFieldPaths } from '@shared/domain/field-selection';
import { DEMO_REVIEWER } from '@demo-api/credentials';
import { LARGE_REVIEW } from '@demo-api/seed';
import { demoApiOptionsFromEnv, startDemoApi } from '@demo-api/server';
import { readAs, readReviewList, signedIn, useDemoApi, type DemoClient } from './demo-client';

const large = useDemoApi({ largeReview: true, control: true });
const plain = useDemoApi();

const fieldsOf = async (client: DemoClient, agencyId: string): Promise<ValidationFields> =>
  readAs(await client.get(`/field-validation/agencies/${agencyId}/fields`), validationFieldsSchema);

describe('demo API: 100,000 agency reviews', () => {
  it('starts with DEMO_AGENCIES=100000 and lists them all in rows of about 300 bytes', async () => {
    const api = await startDemoApi(demoApiOptionsFromEnv({ DEMO_AGENCIES: '100000' }));
    try {
      const client = await signedIn(api.url);
      const answer = await fetch(`${api.url}/agency-review-management`, {
        headers: { cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      const text = await answer.text();
      expect(text.match(/\{"_id":"66f1c0/g)).toHaveLength(100_000);
      // Inline logos made a row about 500 bytes; a logo URL keeps it near 300.
      expect(Buffer.byteLength(text) / 100_000).toBeLessThan(350);
      const stats = await client.get('/agency-review-management/dashboard/stats');
      expect((stats.body as { agencyTab: number }).agencyTab).toBeGreaterThan(50_000);
    } finally {
      await api.close();
    }
  }, 20_000);

  it('keeps the list answer current when a review starts and concludes', async () => {
    const client = await signedIn(plain.url);
    const statusOf = async (reviewId: string) =>
      readReviewList(await client.get('/agency-review-management')).find((item) => item._id === reviewId)
        ?.status;
    const pending = readReviewList(await client.get('/agency-review-management')).find(
      (item) => item.status === 'pending',
    )!;
    await client.post(`/agency-review-management/${pending.agencyId._id}/review/start`);
    expect(await statusOf(pending._id)).toBe('in progress');
    await client.post(`/review-conclusion/reviews/${pending._id}/submit`, {
      action: 'accepted',
      conclusion: 'Complete and consistent.',
    });
    expect(await statusOf(pending._id)).toBe('completed');
  });
});

describe('demo API: the large review (DEMO_LARGE_REVIEW)', () => {
  it('is the newest review of the Agencies list, in progress, on top of the usual seed', async () => {
    const [withLarge, without] = await Promise.all(
      [large.url, plain.url].map(async (url) =>
        readReviewList(await (await signedIn(url)).get('/agency-review-management')),
      ),
    );
    expect(withLarge[0]).toMatchObject({
      _id: LARGE_REVIEW.reviewId,
      status: 'in progress',
      agencyId: { _id: LARGE_REVIEW.agencyId, workEmail: LARGE_REVIEW.workEmail },
    });
    expect(withLarge[0].agencyId.profile?.name).toBe(LARGE_REVIEW.name);
    expect(withLarge.slice(1).map((item) => item._id)).toEqual(without.map((item) => item._id));
  });

  it('has 20 services of 6 case studies: 200 fields on the services step', async () => {
    const client = await signedIn(large.url);
    const agency = readAs(await client.get(`/agency/${LARGE_REVIEW.agencyId}`), agencyDetailsSchema);
    expect(agency.services).toHaveLength(LARGE_REVIEW.services);
    for (const service of agency.services ?? []) expect(service.caseStudies).toHaveLength(6);
    const ids = (agency.services ?? []).flatMap((service) => [
      service._id,
      ...(service.caseStudies ?? []).map((study) => study._id),
    ]);
    expect(new Set(ids).size).toBe(20 + 20 * 6);
    const services = stepFieldPaths(await fieldsOf(client, LARGE_REVIEW.agencyId), 'services');
    expect(services).toHaveLength(200);
    expect(LARGE_REVIEW.serviceStepFields).toBe(200);
  });

  it('has 200 fields on the profile step, most of them work items', async () => {
    const client = await signedIn(large.url);
    const fields = await fieldsOf(client, LARGE_REVIEW.agencyId);
    expect(stepFieldPaths(fields, 'profile')).toHaveLength(LARGE_REVIEW.profileStepFields);
    expect(fields.workFields).toHaveLength(LARGE_REVIEW.workItems);
  });

  it('is started by the demo reviewer and accepts a validation of all 200 service fields', async () => {
    const client = await signedIn(large.url);
    const review = readAs(
      await client.get(`/agency-review-management/${LARGE_REVIEW.agencyId}/review`),
      reviewDetailsSchema,
    );
    const { firstName, lastName } = DEMO_REVIEWER;
    expect(review.reviewerId).toEqual({ firstName, lastName });
    const paths = stepFieldPaths(await fieldsOf(client, LARGE_REVIEW.agencyId), 'services');
    const answer = await client.post(
      `/field-validation/agencies/${LARGE_REVIEW.agencyId}/validate-multiple-fields`,
      { fields: paths.map((fieldPath) => ({ fieldPath, validationStatus: 'valid' })), tags: ['Branding'] },
    );
    expect(answer.status).toBe(200);
  });

  it('survives a reset of the demo state, and is absent unless asked for', async () => {
    const client = await signedIn(large.url);
    await client.post('/__demo/reset', undefined, { csrf: null });
    expect((await (await signedIn(large.url)).get(`/agency/${LARGE_REVIEW.agencyId}`)).status).toBe(200);
    expect((await (await signedIn(plain.url)).get(`/agency/${LARGE_REVIEW.agencyId}`)).status).toBe(404);
  });
});

describe('demo API: DEMO_LARGE_REVIEW', () => {
  it('reads 1/true/yes as on and 0/false/no as off; unset leaves it off', () => {
    for (const on of ['1', 'true', 'YES', ' yes ']) {
      expect(demoApiOptionsFromEnv({ DEMO_LARGE_REVIEW: on })).toEqual({ largeReview: true });
    }
    for (const off of ['0', 'false', 'no']) {
      expect(demoApiOptionsFromEnv({ DEMO_LARGE_REVIEW: off })).toEqual({ largeReview: false });
    }
    expect(demoApiOptionsFromEnv({ DEMO_LARGE_REVIEW: '' })).toEqual({});
  });

  it('refuses anything else, naming the setting and the value', () => {
    expect(() => demoApiOptionsFromEnv({ DEMO_LARGE_REVIEW: 'on please' })).toThrow(
      'DEMO_LARGE_REVIEW must be 1 or 0 (true/false, yes/no), got "on please"',
    );
  });
});
