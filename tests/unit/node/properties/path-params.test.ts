// Property of the client core: a path parameter, whatever its text, stays inside its own segment
// of its endpoint's path (no dot segment, no query or fragment, no extra slash), or the call is refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@shared/api/endpoints';
import { MEMORY_BASE_URL, memoryClient } from '../../../fixtures/memory-fetch';

const TRICKY = [
  '.',
  '..',
  '/',
  '\\',
  '?',
  '#',
  '%',
  '%2e',
  '%2F',
  '%00',
  ' ',
  '\n',
  '\t',
  '&',
  ';',
  '@',
  ':',
  '\ud800',
];
// Every tricky text is tried as it is, then mixed into generated ones.
const RUNS = {
  numRuns: 100,
  examples: [...TRICKY, '%2e%2e', '.%2E', 'a/..'].map((text): [string] => [text]),
};

const parameter = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.array(fc.constantFrom(...TRICKY, 'a', 'ü', '😀'), { maxLength: 6 }).map((parts) => parts.join('')),
);

const BODIES: Record<string, unknown> = {
  submitConclusion: { action: 'accepted', conclusion: 'ok' },
  validateFields: { fields: [], tags: ['Local'] },
};

const withParams = Object.entries(endpoints).filter(([, e]) => e.path.includes('{'));
const basePath = new URL(MEMORY_BASE_URL).pathname;
const isParam = (segment: string) => /^\{\w+\}$/.test(segment);

describe.each(withParams)('the URL of %s', (name, { path }) => {
  const template = path.split('/');

  it('keeps every parameter inside its own segment, or refuses the call', async () => {
    await fc.assert(
      fc.asyncProperty(parameter, async (value) => {
        const { client, urls } = memoryClient(() => ({}));
        const body = BODIES[name];
        const params = Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, key]) => [key, value]));
        const result = await client.execute({ endpoint: name, params, body });
        const sent = urls.filter((url) => !url.endsWith('/csrf/token'));
        if (!result.ok && result.error.kind === 'invalid-request') {
          expect(sent).toEqual([]);
          return;
        }

        expect(sent).toHaveLength(1);
        const url = new URL(sent[0]);
        expect([url.origin, url.search, url.hash]).toEqual([new URL(MEMORY_BASE_URL).origin, '', '']);
        expect(url.pathname.startsWith(`${basePath}/`)).toBe(true);
        const segments = url.pathname.slice(basePath.length).split('/');
        expect(segments.map((part, i) => (isParam(template[i]) ? decodeURIComponent(part) : part))).toEqual(
          template.map((part) => (isParam(part) ? value : part)),
        );
      }),
      RUNS,
    );
  });
});
