import { describe, expect, it } from 'vitest';
import { describePricing, formatAmount } from '@shared/domain/pricing';
import {
  caseStudyYears,
  localizedText,
  truncateName,
  withoutBidiControls,
} from '@shared/domain/preview-text';
import { describeValue } from '@shared/domain/field-values';

describe('pricing', () => {
  it('reads a minimum price', () => {
    expect(describePricing({ plan: 'minimum_price', minAmount: 5000, billingStructure: 'one-time' })).toEqual(
      {
        plan: 'minimumPrice',
        amount: '5,000',
        billing: 'oneTime',
      },
    );
  });

  it('reads a price range from its amounts, or from priceRange', () => {
    const range = {
      plan: 'price_range',
      minAmount: 5000,
      maxAmount: 20000,
      billingStructure: 'ongoing_retainer',
    };
    expect(describePricing(range)).toEqual({
      plan: 'priceRange',
      amount: '5,000 – 20,000',
      billing: 'ongoingRetainer',
    });
    expect(describePricing({ plan: 'price_range', priceRange: '3000-9000' }).amount).toBe('3,000 – 9,000');
    expect(describePricing({ plan: 'price_range', priceRange: 'on request' }).amount).toBe('on request');
  });

  it('reads package pricing', () => {
    expect(describePricing({ plan: 'package_pricing', packageAmount: 45000 }).amount).toBe('45,000');
  });

  it('has nothing to say about missing or unknown pricing', () => {
    expect(describePricing(null)).toEqual({ plan: null, amount: null, billing: null });
    expect(describePricing({ plan: 'barter', billingStructure: 'weekly' })).toEqual({
      plan: null,
      amount: null,
      billing: null,
    });
    expect(describePricing({ plan: 'minimum_price' }).amount).toBeNull();
  });

  // A services step formats an amount per service in its fields and again in its preview.
  it('makes one number format per locale, however many amounts it formats', () => {
    const Original = Intl.NumberFormat;
    const made: string[] = [];
    class Counted extends Original {
      constructor(locale?: string, options?: Intl.NumberFormatOptions) {
        super(locale, options);
        made.push(String(locale));
      }
    }
    Intl.NumberFormat = Counted as typeof Intl.NumberFormat;
    try {
      const amounts = Array.from({ length: 20 }, (_, index) => formatAmount(1000 * index, 'de-DE'));
      expect(amounts[12]).toBe('12.000');
      expect(formatAmount(2.5, 'de-DE')).toBe('2,5');
      expect(made.filter((locale) => locale === 'de-DE')).toHaveLength(1);
    } finally {
      Intl.NumberFormat = Original;
    }
  });
});

describe('case-study years', () => {
  it('read start – end', () => {
    expect(caseStudyYears({ startYear: 2019, endYear: 2021 }, 'Present')).toBe('2019 – 2021');
  });

  it("read 'Present' when the project is ongoing, whatever the end year says", () => {
    expect(caseStudyYears({ startYear: 2022, endYear: null, ongoingProject: true }, 'Present')).toBe(
      '2022 – Present',
    );
    expect(caseStudyYears({ startYear: 2022, endYear: 2023, ongoingProject: true }, 'حتى الآن')).toBe(
      '2022 – حتى الآن',
    );
  });

  it('read one year when the project started and ended the same year, or only one is known', () => {
    expect(caseStudyYears({ startYear: 2020, endYear: 2020 }, 'Present')).toBe('2020');
    expect(caseStudyYears({ startYear: 2020, endYear: null }, 'Present')).toBe('2020');
    expect(caseStudyYears({}, 'Present')).toBe('');
  });
});

describe('names in the previews', () => {
  it('are cut to the limit with an ellipsis, and only when longer', () => {
    expect(truncateName('Brand guidelines 2024', 15)).toBe('Brand guideline…');
    expect(truncateName('Exactly fifteen', 15)).toBe('Exactly fifteen');
    expect(truncateName('Campaign results deck.pdf', 20)).toBe('Campaign results dec…');
    expect(truncateName('ملف الهوية البصرية الكامل', 15)).toBe('ملف الهوية البص…');
  });

  it('lose the bidi controls that could disguise them, and keep the marks Arabic text uses', () => {
    expect(withoutBidiControls('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(withoutBidiControls('\u2067a\u202Ab\u202Bc\u202Cd\u202De\u2066f\u2068g\u2069')).toBe('abcdefg');
    expect(withoutBidiControls('ملف\u200F.pdf\u200E')).toBe('ملف\u200F.pdf\u200E');
  });
});

describe('localized titles', () => {
  it('follow the UI language, falling back to the other one', () => {
    expect(localizedText({ en: 'Branding', ar: 'الهوية' }, 'ar')).toBe('الهوية');
    expect(localizedText({ en: 'Branding', ar: 'الهوية' }, 'en')).toBe('Branding');
    expect(localizedText({ en: 'Branding' }, 'ar')).toBe('Branding');
    expect(localizedText('Plain', 'ar')).toBe('Plain');
    expect(localizedText(null, 'en')).toBe('');
  });
});

describe('field values shown to the reviewer', () => {
  it('describe text, lists and objects', () => {
    expect(describeValue('Blue Studio', 'en')).toEqual({ kind: 'text', text: 'Blue Studio' });
    expect(describeValue(['Riyadh', 'Dubai'], 'en')).toEqual({ kind: 'list', items: ['Riyadh', 'Dubai'] });
    expect(describeValue({ en: 'Branding', ar: 'الهوية' }, 'ar')).toEqual({ kind: 'text', text: 'الهوية' });
    expect(
      describeValue({ _id: 'x', plan: 'minimum_price', minAmount: 5000, maxAmount: null }, 'en'),
    ).toEqual({
      kind: 'entries',
      entries: [
        { label: 'Plan', text: 'minimum_price' },
        { label: 'Min Amount', text: '5000' },
      ],
    });
    expect(describeValue([{ _id: 's', name: { en: 'SEO', ar: 'تحسين' } }], 'en')).toEqual({
      kind: 'list',
      items: ['SEO'],
    });
    expect(describeValue(undefined, 'en')).toEqual({ kind: 'empty' });
    expect(describeValue([], 'en')).toEqual({ kind: 'empty' });
  });
});
