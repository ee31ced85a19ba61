// Properties of the tolerant reader over every endpoint of the contract: wrapping never changes
// what an answer means, and a bad answer never becomes an (empty) record.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@shared/api/endpoints';
import { messageResponseSchema, unknownResponseSchema } from '@shared/api/schemas';
import { readAnswer } from '@shared/api/tolerant-reader';
import { validAnswers } from './valid-answers';

const RUNS = { numRuns: 100 };

/** Keys the schemas name, so generated objects come close to real answers, right or wrong. */
const KEYS = [
  ...['agencyTab', 'totalUpdatedProfiles', 'profile', 'locations', 'services', 'service', 'title'],
  ...['name', 'status', 'agencyId', '_id', 'profileFields', 'tagsFields', 'serviceFields', 'path'],
  ...['firstName', 'lastName', 'email', 'fieldPath', 'changed', 'validationStatus', 'note'],
  ...['submittedAt', 'reviewerId', 'startedAt', 'pricing', 'skills', 'work', 'links', 'url', 'csrfToken'],
  'message',
];

/** JSON values, many of them near misses: objects with the schemas' keys and values of any type. */
const { answer } = fc.letrec((tie) => ({
  answer: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.jsonValue({ maxDepth: 1 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie('answer'), { maxKeys: 4 }),
    fc.array(tie('answer'), { maxLength: 3 }),
  ),
}));

const hasOwnData = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, 'data');

const contract = Object.entries(endpoints).filter(([, e]) => e.response !== unknownResponseSchema);

describe.each(contract)('the answer of %s', (_, { response }) => {
  it('means the same flat or wrapped in {data}, and a bad one is an error either way', () => {
    fc.assert(
      fc.property(answer, (value) => {
        const direct = response.safeParse(value);
        const wrapped = readAnswer({ data: value }, response);
        expect(wrapped.success).toBe(direct.success);
        if (direct.success) expect(wrapped).toEqual({ success: true, data: direct.data });
        if (!hasOwnData(value)) expect(readAnswer(value, response)).toEqual(wrapped);
      }),
      RUNS,
    );
  });
});

const records = contract.filter(([, e]) => e.response !== messageResponseSchema);

describe.each(records)('the answer of %s in an envelope with a message', (_, { response }) => {
  it('is an error when the payload beside the message is bad', () => {
    fc.assert(
      fc.property(answer, fc.string(), (value, message) => {
        const isRecord = typeof value === 'object' && value !== null && !Array.isArray(value);
        fc.pre(!response.safeParse(isRecord ? { message, ...value } : value).success);
        expect(readAnswer({ message, data: value }, response).success).toBe(false);
      }),
      RUNS,
    );
  });
});

describe.each(Object.entries(validAnswers))('a valid answer of %s', (name, valid) => {
  const { response } = endpoints[name as keyof typeof endpoints];

  it('survives wrapping: x and {data: x} read as the same value', () => {
    fc.assert(
      fc.property(valid, (value) => {
        const flat = readAnswer(value, response);
        expect(flat.success).toBe(true);
        expect(readAnswer({ data: value }, response)).toEqual(flat);
      }),
      RUNS,
    );
  });
});
