// What a snippet's placeholders become in a note: the field's name as its heading shows it, the
// agency's name and the field's value as one short line; in the conclusion only the agency's name.
import { describe, expect, it } from 'vitest';
import type { AgencyDetails } from '@shared/api/schemas';
import { createFieldTexts } from '@renderer/features/review/lib/field-texts';
import {
  conclusionPlaceholders,
  notePlaceholders,
  VALUE_PLACEHOLDER_LIMIT,
} from '@renderer/features/review/lib/snippet-placeholders';
import { i18n, initI18n } from '@renderer/lib/i18n';
import { fillPlaceholders } from '@renderer/lib/snippets/snippets';

const agency: AgencyDetails = {
  profile: {
    name: 'Acme\u202E Studio\n',
    bio: `We make ads.\n\nLots of them, ${'very '.repeat(40)}good.`,
    logo: 'data:image/png;base64,iVBORw0KGgo=',
    language: ['English', 'Arabic'],
  },
  socialLinks: { linkedin: 'https://linkedin.com/company/acme' },
  services: [{ pricing: { plan: 'minimum_price', minAmount: 5000, billingStructure: 'ongoing_retainer' } }],
};

const english = () => createFieldTexts(i18n.getFixedT('en', 'review'), 'en');

describe('in a note', () => {
  it("fill {field} with the field's readable name and {agency} with the agency's, on one line", () => {
    expect(notePlaceholders('profile.bio', agency, english())).toMatchObject({
      field: 'Profile › Bio',
      agency: 'Acme Studio',
    });
  });

  it('fill {value} with the value as one short line, cut with an ellipsis', () => {
    const { value } = notePlaceholders('profile.bio', agency, english());
    expect(value).toMatch(/^We make ads\. Lots of them, very very/);
    expect([...value!]).toHaveLength(VALUE_PLACEHOLDER_LIMIT + 1);
    expect(value!.endsWith('…')).toBe(true);
    expect(notePlaceholders('profile.language', agency, english()).value).toBe('English, Arabic');
    expect(notePlaceholders('socialLinks.linkedin', agency, english()).value).toBe(
      'https://linkedin.com/company/acme',
    );
  });

  it("say a service's pricing in the preview's words, and an embedded image or a missing value as nothing", () => {
    expect(notePlaceholders('services[0].pricing', agency, english()).value).toBe(
      'Minimum price: 5,000, Ongoing retainer',
    );
    expect(notePlaceholders('profile.logo', agency, english()).value).toBe('');
    expect(notePlaceholders('profile.tagline', agency, english()).value).toBe('');
  });

  it('leave {agency} as written while the agency has no name', () => {
    const filled = fillPlaceholders(
      '{agency}: {field}',
      notePlaceholders('profile.bio', { profile: {} }, english()),
    );
    expect(filled).toBe('{agency}: Profile › Bio');
  });

  it('are in the console’s language', async () => {
    await initI18n('ar');
    const arabic = createFieldTexts(i18n.getFixedT('ar', 'review'), 'ar');
    expect(notePlaceholders('profile.bio', agency, arabic).field).toBe(arabic.labelOf('profile.bio'));
    expect(arabic.labelOf('profile.bio')).not.toBe('Profile › Bio');
  });
});

describe('in the conclusion', () => {
  it('fill only {agency}, from the review details; {field} and {value} stay as written', () => {
    const values = conclusionPlaceholders({ agencyId: { profile: { name: ' Acme Studio ' } } });
    expect(values).toEqual({ agency: 'Acme Studio' });
    expect(fillPlaceholders('{agency}: {field} is {value}.', values)).toBe(
      'Acme Studio: {field} is {value}.',
    );
    expect(conclusionPlaceholders(undefined)).toEqual({});
  });
});
