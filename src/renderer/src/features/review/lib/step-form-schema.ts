// The step form's rules (section 5) as a zod schema; messages are translation keys of `review`.
import { z } from 'zod';
import { validationStatusSchema } from '@shared/api/schemas';
import { noteProblem, tagsProblem } from '@shared/domain/field-rules';

export const stepFieldSchema = z
  .object({
    fieldPath: z.string(),
    validationStatus: validationStatusSchema.nullable(),
    note: z.string(),
  })
  .superRefine((field, ctx) => {
    if (field.validationStatus === null) {
      ctx.addIssue({ code: 'custom', path: ['validationStatus'], message: 'validation.statusRequired' });
    }
    const problem = noteProblem(field.validationStatus, field.note);
    if (problem) ctx.addIssue({ code: 'custom', path: ['note'], message: `validation.${problem}` });
  });

export const stepFormSchema = z.object({
  fields: z.array(stepFieldSchema),
  tags: z.array(z.string()).superRefine((tags, ctx) => {
    const problem = tagsProblem(tags);
    if (problem) ctx.addIssue({ code: 'custom', message: `validation.${problem}` });
  }),
});

export type StepFormValues = z.infer<typeof stepFormSchema>;

/**
 * The schema's verdict, read with the same rules but without running it: what Next follows on every
 * change. (react-hook-form's `isValid` ran the resolver on every keystroke, and gave it a deep copy of
 * all 200 fields' registrations first: 7 ms a key.) A property test keeps the two in agreement.
 */
export const stepFormComplete = ({ fields, tags }: StepFormValues): boolean =>
  tagsProblem(tags) === null &&
  fields.every(
    ({ validationStatus, note }) => validationStatus !== null && noteProblem(validationStatus, note) === null,
  );
