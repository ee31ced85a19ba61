import { describe, expect, it } from 'vitest';
import {
  agencyDetailsSchema,
  fieldValidationResultsSchema,
  flaggedFieldsSchema,
  messageResponseSchema,
  validationFieldsSchema,
  type AgencyDetails,
} from '@shared/api/schemas';
import { readAs, readReviewList, signedIn, useDemoApi, type DemoClient } from './demo-client';

const api = useDemoApi();

async function agencyIds(client: DemoClient, path = '/agency-review-management') {
  return readReviewList(await client.get(path)).map((item) => item.agencyId._id);
}

async function details(client: DemoClient, agencyId: string): Promise<AgencyDetails & { tags: string[] }> {
  return readAs(await client.get(`/agency/${agencyId}`), agencyDetailsSchema) as AgencyDetails & {
    tags: string[];
  };
}

describe('demo API: agency details', () => {
  it('gives full profiles, social links, work links and documents, and tags', async () => {
    const client = await signedIn(api.url);
    const [first] = await agencyIds(client);
    const agency = await details(client, first);
    expect(agency.profile).toMatchObject({
      name: expect.any(String),
      bio: expect.any(String),
      tagline: expect.any(String),
      website: expect.stringMatching(/^https:\/\//),
      yearFounded: expect.any(Number),
      teamStructure: expect.any(String),
      teamSize: expect.any(String),
      language: expect.any(Array),
    });
    expect(agency.socialLinks?.linkedin).toMatch(/^https:\/\//);
    expect(agency.work?.[0].links?.[0]).toEqual({ url: expect.any(String), linkName: expect.any(String) });
    expect(agency.work?.[0].documents?.[0]).toEqual({ url: expect.any(String), name: expect.any(String) });
    expect(agency.tags.length).toBeGreaterThan(0);
    expect((await client.get('/agency/66f1a0ffffffffffffffffff')).status).toBe(404);
  });

  it('covers every pricing plan, both billing structures, ongoing case studies, approval mixes and Arabic titles', async () => {
    const client = await signedIn(api.url);
    const services = (
      await Promise.all((await agencyIds(client)).slice(0, 6).map((id) => details(client, id)))
    ).flatMap((agency) => agency.services ?? []);
    const plans = new Set(services.map((service) => service.pricing?.plan));
    expect([...plans].sort()).toEqual(['minimum_price', 'package_pricing', 'price_range']);
    for (const { pricing } of services) {
      if (pricing?.plan === 'minimum_price') expect(pricing.minAmount).toBeGreaterThan(0);
      if (pricing?.plan === 'package_pricing') expect(pricing.packageAmount).toBeGreaterThan(0);
      if (pricing?.plan === 'price_range') expect(pricing.maxAmount).toBeGreaterThan(pricing.minAmount ?? 0);
    }
    expect(new Set(services.map((s) => s.pricing?.billingStructure))).toEqual(
      new Set(['ongoing_retainer', 'one-time']),
    );
    const caseStudies = services.flatMap((service) => service.caseStudies ?? []);
    expect(caseStudies.some((study) => study.ongoingProject === true && study.endYear == null)).toBe(true);
    expect(
      caseStudies.some((study) => study.ongoingProject === false && typeof study.endYear === 'number'),
    ).toBe(true);
    const approvals = services.flatMap((s) => s.process?.processes ?? []).map((step) => step.isNeedApproval);
    expect(new Set(approvals)).toEqual(new Set([true, false]));
    const title = services[0].title as { en: string; ar: string };
    expect(title.en).not.toBe('');
    expect(title.ar).toMatch(/[\u0600-\u06FF]/);
    expect(services[0].skills?.[0].name).toEqual({
      en: expect.any(String),
      ar: expect.stringMatching(/[\u0600-\u06FF]/),
    });
  });
});

describe('demo API: field validation', () => {
  it('derives dotted field paths from the agency data', async () => {
    const client = await signedIn(api.url);
    const [id] = await agencyIds(client);
    const fields = readAs(
      await client.get(`/field-validation/agencies/${id}/fields`),
      validationFieldsSchema,
    );
    const agency = await details(client, id);
    const paths = (group: { path: string }[]) => group.map((field) => field.path);
    expect(paths(fields.profileFields)).toEqual(expect.arrayContaining(['profile.name', 'profile.bio']));
    expect(paths(fields.socialLinksFields)).toContain('socialLinks.linkedin');
    expect(paths(fields.tagsFields)).toEqual(['tags']);
    expect(paths(fields.workFields)).toEqual(agency.work?.map((_, i) => `work[${i}]`));
    const caseStudyPaths = paths(fields.serviceFields).filter((path) =>
      path.startsWith('services[0].caseStudies['),
    );
    expect(caseStudyPaths).toHaveLength(agency.services?.[0].caseStudies?.length ?? -1);
    expect(paths(fields.serviceFields)).toEqual(
      expect.arrayContaining(['services[0].service', 'services[0].pricing', 'services[0].process']),
    );
  });

  it('stores results, merges them by field path, keeps the tags and returns them', async () => {
    const client = await signedIn(api.url);
    const id = (await agencyIds(client))[7];
    const validate = (body: unknown) =>
      client.post(`/field-validation/agencies/${id}/validate-multiple-fields`, body);
    const results = async () =>
      readAs(await client.get(`/field-validation/agencies/${id}`), fieldValidationResultsSchema);

    expect(await results()).toEqual([]);
    const first = await validate({
      fields: [
        { fieldPath: 'profile.name', validationStatus: 'valid', note: '' },
        { fieldPath: 'profile.bio', validationStatus: 'invalid', note: '  Bio copies a competitor.  ' },
      ],
      tags: ['Creative'],
    });
    expect(readAs(first, messageResponseSchema).message).toBe('Fields validated successfully');
    await validate({
      fields: [
        { fieldPath: 'profile.bio', validationStatus: 'valid', note: '' },
        { fieldPath: 'tags', validationStatus: 'valid', note: '' },
      ],
      tags: ['Meta Ads'],
    });
    expect(await results()).toEqual([
      { fieldPath: 'profile.name', validationStatus: 'valid', note: '' },
      { fieldPath: 'profile.bio', validationStatus: 'valid', note: '' },
      { fieldPath: 'tags', validationStatus: 'valid', note: '' },
    ]);
    expect((await details(client, id)).tags).toEqual(['Creative', 'Meta Ads']);
  });

  it('refuses invalid submissions with 400 and a message', async () => {
    const client = await signedIn(api.url);
    const id = (await agencyIds(client))[8];
    const validate = (field: object, tags = ['Local']) =>
      client.post(`/field-validation/agencies/${id}/validate-multiple-fields`, { fields: [field], tags });
    const cases: [object, string[] | undefined, string][] = [
      [
        { fieldPath: 'profile.name', validationStatus: 'maybe', note: '' },
        undefined,
        'Validation status is required',
      ],
      [
        { fieldPath: 'profile.name', validationStatus: 'invalid', note: '   ' },
        undefined,
        'Note is required when marked as invalid',
      ],
      [
        { fieldPath: 'profile.name', validationStatus: 'invalid', note: ' too short ' },
        undefined,
        'Note must be between 10 and 500 characters',
      ],
      [
        { fieldPath: 'profile.name', validationStatus: 'invalid', note: 'x'.repeat(501) },
        undefined,
        'Note must be between 10 and 500 characters',
      ],
      [
        { fieldPath: 'profile.name', validationStatus: 'valid', note: '' },
        [' '],
        'At least one tag is required',
      ],
      [
        { fieldPath: 'profile.nonsense', validationStatus: 'valid', note: '' },
        undefined,
        'Unknown field path: profile.nonsense',
      ],
    ];
    for (const [field, tags, message] of cases) {
      const answer = await validate(field, tags);
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 400, body: { message } });
    }
    expect(
      readAs(await client.get(`/field-validation/agencies/${id}`), fieldValidationResultsSchema),
    ).toEqual([]);
  });
});

describe('demo API: flagged fields of updated profiles', () => {
  it('flags 2 to 5 changed fields of an updated profile, among all of its field paths', async () => {
    const client = await signedIn(api.url);
    const ids = await agencyIds(client, '/agency-review-management/updated-profiles');
    for (const id of ids.slice(0, 4)) {
      const flags = readAs(
        await client.get(`/agency-profile-changes/agencies/${id}/all-fields-with-flags`),
        flaggedFieldsSchema,
      );
      const fields = readAs(
        await client.get(`/field-validation/agencies/${id}/fields`),
        validationFieldsSchema,
      );
      const allPaths = Object.values(fields).flatMap((group) =>
        (group as { path: string }[]).map((f) => f.path),
      );
      expect(flags.map((flag) => flag.fieldPath)).toEqual(allPaths);
      const changed = flags.filter((flag) => flag.changed).length;
      expect(changed).toBeGreaterThanOrEqual(2);
      expect(changed).toBeLessThanOrEqual(5);
    }
  });

  it('flags nothing on a first-time agency review', async () => {
    const client = await signedIn(api.url);
    const [id] = await agencyIds(client);
    const flags = readAs(
      await client.get(`/agency-profile-changes/agencies/${id}/all-fields-with-flags`),
      flaggedFieldsSchema,
    );
    expect(flags.length).toBeGreaterThan(10);
    expect(flags.every((flag) => !flag.changed)).toBe(true);
  });
});
