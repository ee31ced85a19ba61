// How a field's value changed between when the reviewer last saw it and now, as two marked sides: the
// earlier value with what was removed marked, the current one with what was added marked. Text is
// compared word by word, lists (links, tags, languages) item by item, labelled entries entry by entry;
// a value that changed kind (or an address) is replaced as a whole. jsdiff compares; the words are cut
// by Intl.Segmenter, as jsdiff's own word pattern knows only Latin letters and would compare Arabic
// letter by letter.
import { diffArrays, type ChangeObject } from 'diff';
import type { DescribedValue } from '@shared/domain/field-values';

/** A run of text, marked when it differs from the other side (removed before, added now). */
export interface Segment {
  text: string;
  marked: boolean;
}

export type MarkedValue =
  | { kind: 'empty' }
  | { kind: 'text'; segments: Segment[] }
  | { kind: 'list'; items: Segment[] }
  | { kind: 'entries'; entries: { label: string; segments: Segment[]; marked: boolean }[] };

export interface ValueComparison {
  /** Nothing the reviewer sees differs. */
  same: boolean;
  before: MarkedValue;
  after: MarkedValue;
}

/**
 * Past this many words changed, a text is shown replaced as a whole: the comparison's cost grows with
 * the changes, and so many marks would not help the reviewer.
 */
export const MAX_WORD_EDITS = 1_000;

const segmenters = new Map<string, Intl.Segmenter>();
function wordSegmenter(language: string): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter)
    segmenters.set(language, (segmenter = new Intl.Segmenter(language, { granularity: 'word' })));
  return segmenter;
}

/** Addresses are compared whole: a changed letter in a link is a different link. */
const isAddress = (text: string) => /^\s*(?:[a-z][a-z\d+.-]*:|www\.)\S*\s*$/i.test(text);

/** Adjacent runs of the same kind joined. */
function joined(runs: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const { text, marked } of runs) {
    if (!text) continue;
    const last = out[out.length - 1];
    if (last && last.marked === marked) last.text += text;
    else out.push({ text, marked });
  }
  return out;
}

/** Adjacent runs joined, a marked run's outer spaces left unmarked. */
function segmentsOf(runs: Segment[]): Segment[] {
  return joined(
    joined(runs).flatMap(({ text, marked }) => {
      if (!marked) return [{ text, marked }];
      const [, lead, core, trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!;
      return [
        { text: lead, marked: false },
        { text: core, marked: true },
        { text: trail, marked: false },
      ];
    }),
  );
}

/**
 * The text's words and marks, each with the spaces after it: spaces are never compared on their own,
 * where they would match across changes and split one change into many.
 */
function wordsOf(text: string, language: string): string[] {
  const words: string[] = [];
  for (const { segment } of wordSegmenter(language).segment(text)) {
    if (words.length > 0 && segment.trim() === '') words[words.length - 1] += segment;
    else words.push(segment);
  }
  return words;
}

const sameWord = (a: string, b: string) => a.trim() === b.trim();

/** Each side's own words (spaces included), marked where the comparison says they differ. */
function wordSides(changes: ChangeObject<string[]>[], beforeWords: string[], afterWords: string[]) {
  const before: Segment[] = [];
  const after: Segment[] = [];
  let [b, a] = [0, 0];
  for (const { added, removed, count } of changes) {
    if (!added) for (const text of beforeWords.slice(b, (b += count))) before.push({ text, marked: removed });
    if (!removed) for (const text of afterWords.slice(a, (a += count))) after.push({ text, marked: added });
  }
  return { before: segmentsOf(before), after: segmentsOf(after) };
}

const whole = (text: string, marked: boolean): Segment[] => (text ? [{ text, marked }] : []);

/** Item by item: the items only before are removed, those only now are added. */
export function compareLists(before: readonly string[], after: readonly string[]) {
  const sides = { before: [] as Segment[], after: [] as Segment[] };
  for (const change of diffArrays([...before], [...after])) {
    for (const text of change.value) {
      if (!change.added) sides.before.push({ text, marked: change.removed });
      if (!change.removed) sides.after.push({ text, marked: change.added });
    }
  }
  return sides;
}

/** Word by word; an address, or a text with too many changes, as a whole. */
export function compareTexts(before: string, after: string, language: string) {
  if (before === after) return { before: whole(before, false), after: whole(after, false) };
  if (isAddress(before) || isAddress(after))
    return { before: whole(before, true), after: whole(after, true) };
  const [beforeWords, afterWords] = [wordsOf(before, language), wordsOf(after, language)];
  const changes = diffArrays(beforeWords, afterWords, {
    comparator: sameWord,
    maxEditLength: MAX_WORD_EDITS,
  });
  if (!changes) return { before: whole(before, true), after: whole(after, true) };
  return wordSides(changes, beforeWords, afterWords);
}

function wholeValue(value: DescribedValue, marked: boolean): MarkedValue {
  switch (value.kind) {
    case 'empty':
      return value;
    case 'text':
      return { kind: 'text', segments: whole(value.text, marked) };
    case 'list':
      return { kind: 'list', items: value.items.map((text) => ({ text, marked })) };
    case 'entries':
      return {
        kind: 'entries',
        entries: value.entries.map(({ label, text }) => ({ label, segments: whole(text, marked), marked })),
      };
  }
}

type Entries = Extract<DescribedValue, { kind: 'entries' }>['entries'];

/** Entry by entry, by label: a changed entry's text compared word by word. */
function compareEntries(before: Entries, after: Entries, language: string) {
  const textOf = (entries: Entries) => new Map(entries.map((entry) => [entry.label, entry.text]));
  const [beforeTexts, afterTexts] = [textOf(before), textOf(after)];
  const side = (entries: Entries, other: Map<string, string>, first: boolean) =>
    entries.map(({ label, text }) => {
      const counterpart = other.get(label);
      if (counterpart === undefined) return { label, segments: whole(text, true), marked: true };
      const compared = first
        ? compareTexts(text, counterpart, language)
        : compareTexts(counterpart, text, language);
      return { label, segments: first ? compared.before : compared.after, marked: counterpart !== text };
    });
  return {
    before: { kind: 'entries', entries: side(before, afterTexts, true) } as const,
    after: { kind: 'entries', entries: side(after, beforeTexts, false) } as const,
  };
}

/** Read the same: an object's entries in any order. */
function sameDescription(a: DescribedValue, b: DescribedValue): boolean {
  const canonical = (value: DescribedValue) =>
    JSON.stringify(
      value.kind === 'entries'
        ? [...value.entries].sort((x, y) => (x.label < y.label ? -1 : x.label > y.label ? 1 : 0))
        : value,
    );
  return a.kind === b.kind && canonical(a) === canonical(b);
}

/** Compares two values as the field shows them (see describeValue). */
export function compareValues(
  before: DescribedValue,
  after: DescribedValue,
  language: string,
): ValueComparison {
  if (sameDescription(before, after))
    return { same: true, before: wholeValue(before, false), after: wholeValue(after, false) };
  if (before.kind === 'text' && after.kind === 'text') {
    const { before: b, after: a } = compareTexts(before.text, after.text, language);
    return { same: false, before: { kind: 'text', segments: b }, after: { kind: 'text', segments: a } };
  }
  if (before.kind === 'list' && after.kind === 'list') {
    const { before: b, after: a } = compareLists(before.items, after.items);
    return { same: false, before: { kind: 'list', items: b }, after: { kind: 'list', items: a } };
  }
  if (before.kind === 'entries' && after.kind === 'entries')
    return { same: false, ...compareEntries(before.entries, after.entries, language) };
  return { same: false, before: wholeValue(before, true), after: wholeValue(after, true) };
}
