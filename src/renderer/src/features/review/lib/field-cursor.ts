// The keyboard's way through a step's fields (J and K), and what the progress line counts: pure, so
// the rules read and test as plain functions.
import { noteProblem } from '@shared/domain/field-rules';
import type { StepFormValues } from './step-form-schema';

/**
 * Where J (+1) or K (-1) goes from the current field: the next judged field that way (an updated
 * profile's unchanged fields are shown but skipped), the first one when none is current yet, and
 * null (stay) at either end.
 */
export function moveField(
  stepPaths: readonly string[],
  judged: readonly string[],
  current: string | null,
  step: 1 | -1,
): string | null {
  const index = current === null ? -1 : stepPaths.indexOf(current);
  if (index === -1) return stepPaths.find((path) => judged.includes(path)) ?? null;
  for (let at = index + step; at >= 0 && at < stepPaths.length; at += step) {
    if (judged.includes(stepPaths[at])) return stepPaths[at];
  }
  return null;
}

export type FieldProblem = 'status' | 'note';

/** What keeps a field from being sent: no status yet, or an invalid field's note outside 10..500. */
export function fieldProblem({
  validationStatus,
  note,
}: StepFormValues['fields'][number]): FieldProblem | null {
  if (validationStatus === null) return 'status';
  return noteProblem(validationStatus, note) ? 'note' : null;
}

export interface StepProgress {
  fields: number;
  invalid: number;
  /** Invalid, and the note is empty or outside 10..500 characters. */
  needsNote: number;
  /** The first field needing attention, in list order, and why. */
  firstProblem: { path: string; problem: FieldProblem } | null;
}

export function stepProgress(fields: readonly StepFormValues['fields'][number][]): StepProgress {
  let invalid = 0;
  let needsNote = 0;
  let firstProblem: StepProgress['firstProblem'] = null;
  for (const field of fields) {
    if (field.validationStatus === 'invalid') invalid++;
    const problem = fieldProblem(field);
    if (problem === 'note') needsNote++;
    if (problem && !firstProblem) firstProblem = { path: field.fieldPath, problem };
  }
  return { fields: fields.length, invalid, needsNote, firstProblem };
}
