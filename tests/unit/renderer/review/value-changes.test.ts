// What changed in a field since the reviewer last saw it: words of a text (Arabic too), items of a
// list (links, tags), entries of an object, and anything else replaced as a whole.
import { describe, expect, it } from 'vitest';
import { describeValue } from '@shared/domain/field-values';
import {
  compareLists,
  compareTexts,
  compareValues,
  MAX_WORD_EDITS,
  type Segment,
} from '@renderer/features/review/lib/value-changes';

/** A side as text, marks in brackets: "Builds [bold] brands". */
const read = (segments: Segment[]) => segments.map((s) => (s.marked ? `[${s.text}]` : s.text)).join('');

describe('a text', () => {
  it('marks the words removed before and the words added now, never the spaces around them', () => {
    const { before, after } = compareTexts(
      'Cedar Media builds brands since 2010.',
      'Cedar Media builds bold brands since 2012.',
      'en',
    );
    expect(read(before)).toBe('Cedar Media builds brands since [2010].');
    expect(read(after)).toBe('Cedar Media builds [bold] brands since [2012].');
  });

  it('compares Arabic word by word, not letter by letter', () => {
    // The two changed words share their ending "ية": a letter-level comparison would keep it.
    const { before, after } = compareTexts(
      'وكالة إبداعية تبني العلامات التجارية في الخليج',
      'وكالة رقمية تبني العلامات في الخليج العربي',
      'ar',
    );
    expect(read(before)).toBe('وكالة [إبداعية] تبني العلامات [التجارية] في الخليج');
    expect(read(after)).toBe('وكالة [رقمية] تبني العلامات في الخليج [العربي]');
  });

  it('keeps Arabic words whole when the interface is in English, and mixed text too', () => {
    const { after } = compareTexts('Studio استوديو الرياض', 'Studio استوديو جدة', 'en');
    expect(read(after)).toBe('Studio استوديو [جدة]');
  });

  it('replaces an address as a whole: a changed letter makes another link', () => {
    const { before, after } = compareTexts(
      'https://www.cedar.example',
      'https://www.cedar.example/new',
      'en',
    );
    expect(read(before)).toBe('[https://www.cedar.example]');
    expect(read(after)).toBe('[https://www.cedar.example/new]');
  });

  it(`replaces a text as a whole past ${MAX_WORD_EDITS} changed words`, () => {
    const words = (prefix: string) =>
      Array.from({ length: MAX_WORD_EDITS + 10 }, (_, i) => `${prefix}${i}`).join(' ');
    const { before, after } = compareTexts(words('a'), words('b'), 'en');
    expect(before).toEqual([{ text: words('a'), marked: true }]);
    expect(after).toEqual([{ text: words('b'), marked: true }]);
  });
});

describe('a list', () => {
  it('marks the items removed and added, whatever their order around them', () => {
    const { before, after } = compareLists(['Arabic', 'English', 'French'], ['Arabic', 'French', 'Urdu']);
    expect(before).toEqual([
      { text: 'Arabic', marked: false },
      { text: 'English', marked: true },
      { text: 'French', marked: false },
    ]);
    expect(after).toEqual([
      { text: 'Arabic', marked: false },
      { text: 'French', marked: false },
      { text: 'Urdu', marked: true },
    ]);
  });

  it('compares links by name and address', () => {
    const links = (...items: [string, string][]) => items.map(([linkName, url]) => ({ linkName, url }));
    const comparison = compareValues(
      describeValue(links(['Reel', 'https://a.example/1'], ['Deck', 'https://a.example/2']), 'en'),
      describeValue(links(['Reel', 'https://a.example/1'], ['Deck', 'https://a.example/3']), 'en'),
      'en',
    );
    expect(comparison).toEqual({
      same: false,
      before: {
        kind: 'list',
        items: [
          { text: 'Reel (https://a.example/1)', marked: false },
          { text: 'Deck (https://a.example/2)', marked: true },
        ],
      },
      after: {
        kind: 'list',
        items: [
          { text: 'Reel (https://a.example/1)', marked: false },
          { text: 'Deck (https://a.example/3)', marked: true },
        ],
      },
    });
  });

  it('compares tags and localized names in the interface language', () => {
    const skills = (...names: string[]) => names.map((en) => ({ name: { en, ar: `ع ${en}` } }));
    const comparison = compareValues(
      describeValue(skills('SEO', 'Ads'), 'ar'),
      describeValue(skills('SEO'), 'ar'),
      'ar',
    );
    expect(comparison.before).toEqual({
      kind: 'list',
      items: [
        { text: 'ع SEO', marked: false },
        { text: 'ع Ads', marked: true },
      ],
    });
  });
});

describe('any value', () => {
  it('is the same when it reads the same, whatever ids or key order it has', () => {
    const comparison = compareValues(
      describeValue({ _id: '1', projectName: 'Launch', clientName: 'Acme' }, 'en'),
      describeValue({ clientName: 'Acme', projectName: 'Launch', _id: '2' }, 'en'),
      'en',
    );
    expect(comparison.same).toBe(true);
    expect(comparison.after).toEqual({
      kind: 'entries',
      entries: [
        { label: 'Client Name', segments: [{ text: 'Acme', marked: false }], marked: false },
        { label: 'Project Name', segments: [{ text: 'Launch', marked: false }], marked: false },
      ],
    });
  });

  it('compares an object entry by entry, a changed entry word by word', () => {
    const comparison = compareValues(
      describeValue({ projectName: 'Spring launch', clientName: 'Acme', startYear: 2021 }, 'en'),
      describeValue({ projectName: 'Summer launch', clientName: 'Acme', endYear: 2023 }, 'en'),
      'en',
    );
    const entries = (side: typeof comparison.before) =>
      side.kind === 'entries' ? side.entries.map((e) => `${e.label}: ${read(e.segments)}`) : [];
    expect(entries(comparison.before)).toEqual([
      'Project Name: [Spring] launch',
      'Client Name: Acme',
      'Start Year: [2021]',
    ]);
    expect(entries(comparison.after)).toEqual([
      'Project Name: [Summer] launch',
      'Client Name: Acme',
      'End Year: [2023]',
    ]);
  });

  it('replaces a value that changed kind, or appeared, as a whole', () => {
    expect(compareValues(describeValue(null, 'en'), describeValue('Now a tagline', 'en'), 'en')).toEqual({
      same: false,
      before: { kind: 'empty' },
      after: { kind: 'text', segments: [{ text: 'Now a tagline', marked: true }] },
    });
    expect(compareValues(describeValue('One', 'en'), describeValue(['One', 'Two'], 'en'), 'en')).toEqual({
      same: false,
      before: { kind: 'text', segments: [{ text: 'One', marked: true }] },
      after: {
        kind: 'list',
        items: [
          { text: 'One', marked: true },
          { text: 'Two', marked: true },
        ],
      },
    });
  });

  it('compares numbers as text', () => {
    const comparison = compareValues(describeValue(12, 'en'), describeValue(15, 'en'), 'en');
    expect(comparison.before).toEqual({ kind: 'text', segments: [{ text: '12', marked: true }] });
    expect(comparison.after).toEqual({ kind: 'text', segments: [{ text: '15', marked: true }] });
  });
});
