// Where a step's form starts: every field valid with no note, unless an earlier result of this review
// says otherwise, and the step's default tags. A draft layer restores over these values.
import type { FieldValidationResult, SubmittedValidation } from '@shared/api/schemas';
import { DEFAULT_TAGS, submittedNote } from '@shared/domain/field-rules';
import type { ReviewStep } from '@shared/domain/field-selection';
import type { StepFormValues } from './step-form-schema';

export interface InitialStepValuesInput {
  step: ReviewStep;
  /** The fields the reviewer judges and submits (for updated profiles, only the changed ones). */
  fieldPaths: readonly string[];
  /** Earlier results from GET /field-validation/agencies/{id}. */
  previous?: readonly FieldValidationResult[];
}

export function initialStepValues({
  step,
  fieldPaths,
  previous = [],
}: InitialStepValuesInput): StepFormValues {
  const earlier = new Map(previous.map((result) => [result.fieldPath, result]));
  return {
    fields: fieldPaths.map((fieldPath) => {
      const result = earlier.get(fieldPath);
      return {
        fieldPath,
        validationStatus: result?.validationStatus ?? 'valid',
        note: result?.note ?? '',
      };
    }),
    tags: [...DEFAULT_TAGS[step]],
  };
}

/** The exact body of validate-multiple-fields: notes trimmed, tags trimmed. */
export function toSubmittedValidation(values: StepFormValues): SubmittedValidation {
  return {
    fields: values.fields.map(({ fieldPath, validationStatus, note }) => {
      const status = validationStatus ?? 'valid';
      return { fieldPath, validationStatus: status, note: submittedNote(status, note) };
    }),
    tags: values.tags.map((tag) => tag.trim()).filter(Boolean),
  };
}
