// The report links each validation back to its field in its step.
import { describe, expect, it } from 'vitest';
import { fieldHref, stepOfField } from '@renderer/features/review/lib/field-links';

const review = { agencyId: 'a1', reviewId: 'r1' };

describe('a link back to a field', () => {
  it('goes to the services step for a service field, to the profile step for any other', () => {
    expect(stepOfField('services[0].pricing')).toBe('services');
    expect(stepOfField('services[2].caseStudies[1]')).toBe('services');
    for (const path of ['profile.bio', 'socialLinks.tiktok', 'work[3]', 'tags', 'servicesOffered'])
      expect(stepOfField(path)).toBe('profile');
  });

  it('names the field in ?field= and keeps ?source=updated', () => {
    expect(fieldHref(review, 'services[0].pricing')).toBe(
      '/agency/a1/review/r1/services?field=services%5B0%5D.pricing',
    );
    expect(fieldHref({ ...review, source: 'updated' }, 'profile.bio')).toBe(
      '/agency/a1/review/r1/profile?source=updated&field=profile.bio',
    );
    const field = new URL(fieldHref(review, 'work[1]'), 'https://x.test').searchParams.get('field');
    expect(field).toBe('work[1]');
  });
});
