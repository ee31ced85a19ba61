// A review step's life as one tagged union, derived by pure functions from what has loaded and from
// the submit: loading → ready (or failed) → submitting → submitted (or back to ready on a failure).
import type { FieldValidationResult, FlaggedField, ValidationFields } from '@shared/api/schemas';
import { stepFieldPaths, submittableFieldPaths, type ReviewStep } from '@shared/domain/field-selection';
import { differsFrom, restoreStepDraft } from './step-draft';
import { initialStepValues } from './initial-step-values';
import type { StepFormValues } from './step-form-schema';

/** Everything a step's form starts from, fixed when it mounts. */
export interface StepStart {
  /** Every field of the step, shown in the list. */
  stepPaths: readonly string[];
  /** The fields judged and submitted (for updated profiles, only the changed ones). */
  fieldPaths: readonly string[];
  flags?: readonly FlaggedField[];
  /** Where the server says the step stands: every field valid, or the earlier results. */
  serverValues: StepFormValues;
  /** The reviewer's draft laid over the server's values, when it changes anything. */
  draftValues: StepFormValues | null;
}

export type StepLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; start: StepStart };

export type StepSubmission = { status: 'editing' } | { status: 'submitting' } | { status: 'submitted' };

interface Loaded<T> {
  data?: T;
  isError: boolean;
  isPending: boolean;
}

export interface StepLoadInput {
  step: ReviewStep;
  /** Opened from Updated Profiles: only flagged fields are judged. */
  updated: boolean;
  fields: Loaded<ValidationFields>;
  previous: Loaded<readonly FieldValidationResult[]>;
  flagged: Loaded<readonly FlaggedField[]>;
  draft: { loaded: boolean; value: unknown };
}

export function stepLoad({ step, updated, fields, previous, flagged, draft }: StepLoadInput): StepLoad {
  // Earlier results only pre-fill: if they cannot be read, the step starts from the defaults. Once
  // loaded, the form stays even if a background refetch fails, so nothing typed is thrown away.
  const hasFlags = !updated || flagged.data !== undefined;
  if ((fields.isError && !fields.data) || (updated && flagged.isError && !hasFlags))
    return { status: 'failed' };
  if (!fields.data || previous.isPending || !hasFlags || !draft.loaded) return { status: 'loading' };
  const flags = updated ? flagged.data : undefined;
  const stepPaths = stepFieldPaths(fields.data, step);
  const fieldPaths = submittableFieldPaths(stepPaths, flags);
  const serverValues = initialStepValues({ step, fieldPaths, previous: previous.data });
  const restored = restoreStepDraft(draft.value, serverValues);
  const draftValues = restored && differsFrom(restored, serverValues) ? restored : null;
  return { status: 'ready', start: { stepPaths, fieldPaths, flags, serverValues, draftValues } };
}

/** The submit's part of the life cycle, from the mutation's status. */
export function stepSubmission(mutation: 'idle' | 'pending' | 'success' | 'error'): StepSubmission {
  if (mutation === 'pending') return { status: 'submitting' };
  if (mutation === 'success') return { status: 'submitted' };
  return { status: 'editing' };
}
