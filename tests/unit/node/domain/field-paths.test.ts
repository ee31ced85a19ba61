import { describe, expect, it } from 'vitest';
import { fieldLabel, fieldLabelParts, parseFieldPath, resolveFieldValue } from '@shared/domain/field-paths';

const agency = {
  profile: { name: 'Blue Studio', yearFounded: 2012, locations: ['Riyadh', 'Dubai'], portfolio: null },
  socialLinks: { linkedin: 'https://www.linkedin.com/company/blue' },
  tags: ['Creative'],
  work: [{ links: [{ url: 'https://a.test', linkName: 'Reel' }] }],
  services: [
    {
      title: { en: 'Branding', ar: 'الهوية' },
      caseStudies: [{ projectName: 'First' }, { projectName: 'Second' }],
    },
  ],
};

describe('field paths', () => {
  it('split into names and indexes', () => {
    expect(parseFieldPath('services[0].caseStudies[1]')).toEqual(['services', 0, 'caseStudies', 1]);
    expect(parseFieldPath('profile.name')).toEqual(['profile', 'name']);
    expect(parseFieldPath('tags')).toEqual(['tags']);
    expect(parseFieldPath('a..b')).toEqual([]);
  });

  it('resolve to the agency value at that path', () => {
    expect(resolveFieldValue(agency, 'profile.name')).toBe('Blue Studio');
    expect(resolveFieldValue(agency, 'profile.yearFounded')).toBe(2012);
    expect(resolveFieldValue(agency, 'socialLinks.linkedin')).toBe('https://www.linkedin.com/company/blue');
    expect(resolveFieldValue(agency, 'tags')).toEqual(['Creative']);
    expect(resolveFieldValue(agency, 'work[0]')).toEqual(agency.work[0]);
    expect(resolveFieldValue(agency, 'services[0].caseStudies[1]')).toEqual({ projectName: 'Second' });
    expect(resolveFieldValue(agency, 'services[0].title')).toEqual({ en: 'Branding', ar: 'الهوية' });
  });

  it('resolve to undefined when any step is missing or of the wrong kind', () => {
    expect(resolveFieldValue(agency, 'services[3].caseStudies[0]')).toBeUndefined();
    expect(resolveFieldValue(agency, 'services[0].caseStudies[9]')).toBeUndefined();
    expect(resolveFieldValue(agency, 'profile[0]')).toBeUndefined();
    expect(resolveFieldValue(agency, 'work.links')).toBeUndefined();
    expect(resolveFieldValue(agency, 'profile.portfolio.url')).toBeUndefined();
    expect(resolveFieldValue(null, 'profile.name')).toBeUndefined();
    expect(resolveFieldValue(agency, '')).toBeUndefined();
  });

  it('read as labels, counting from one', () => {
    expect(fieldLabel('services[0].caseStudies[1]')).toBe('Services 1 › Case Studies 2');
    expect(fieldLabel('profile.yearFounded')).toBe('Profile › Year Founded');
    expect(fieldLabel('socialLinks.tiktok')).toBe('Social Links › Tiktok');
    expect(fieldLabelParts('work[0]')).toEqual([{ name: 'work', position: 1 }]);
    expect(fieldLabel('tags', (name) => `<${name}>`)).toBe('<tags>');
  });
});
