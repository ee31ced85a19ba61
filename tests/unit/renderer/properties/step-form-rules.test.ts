// The step's Next follows stepFormComplete on every change and the submit runs the zod schema: the two
// must agree on every form, whatever its statuses, notes (blank, short, long, padded) and tags.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOTE_MAX_LENGTH, NOTE_MIN_LENGTH } from '@shared/domain/field-rules';
import { stepFormComplete, stepFormSchema } from '@renderer/features/review/lib/step-form-schema';

const padding = fc.constantFrom('', ' ', '  \n', '\t');
const noteCore = fc.oneof(
  fc.constant(''),
  fc.string({ maxLength: 3 }),
  fc.string({ minLength: NOTE_MIN_LENGTH - 1, maxLength: NOTE_MIN_LENGTH + 1 }),
  fc.string({ minLength: NOTE_MAX_LENGTH - 1, maxLength: NOTE_MAX_LENGTH + 1 }),
);
const note = fc.tuple(padding, noteCore, padding).map(([before, core, after]) => before + core + after);
const field = fc.record({
  fieldPath: fc.constantFrom('profile.bio', 'profile.name', 'services[0].pricing'),
  validationStatus: fc.constantFrom('valid' as const, 'invalid' as const, null),
  note,
});
const form = fc.record({
  fields: fc.array(field, { maxLength: 6 }),
  tags: fc.array(fc.constantFrom('Creative', 'Local', 'Gulf focus'), { maxLength: 3 }),
});

describe("a step's completeness", () => {
  it('agrees with the schema the submit runs, on any form', () => {
    fc.assert(
      fc.property(form, (values) => {
        expect(stepFormComplete(values)).toBe(stepFormSchema.safeParse(values).success);
      }),
      { numRuns: 2000 },
    );
  });

  it('is false for a field without a status, an invalid field with a short note, or no tags', () => {
    const valid = { fieldPath: 'profile.bio', validationStatus: 'valid' as const, note: '' };
    expect(stepFormComplete({ fields: [valid], tags: ['Local'] })).toBe(true);
    expect(stepFormComplete({ fields: [{ ...valid, validationStatus: null }], tags: ['Local'] })).toBe(false);
    expect(
      stepFormComplete({
        fields: [{ ...valid, validationStatus: 'invalid', note: '  too short ' }],
        tags: ['Local'],
      }),
    ).toBe(false);
    expect(stepFormComplete({ fields: [valid], tags: [] })).toBe(false);
  });
});
