// A review step's life as one tagged union, derived by pure functions from what has loaded and from
// the submit: loading → ready (or failed) → submitting → submitted (or back to ready on a failure).
import type {
  AgencyDetails,
  FieldValidationResult,
  FlaggedField,
  ValidationFields,
} from '@shared/api/schemas';
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
  /**
   * An updated profile whose changed-field list names no field of this step (or is empty): nothing
   * to judge, so the step says so and Next sends nothing.
   */
  nothingChanged: boolean;
}

/**
 * What a step loads that it cannot do without. Earlier results too: starting without them would offer
 * every field as Valid and Next would overwrite the earlier "invalid" results and their notes.
 */
export type StepSource = 'fields' | 'previous' | 'flagged' | 'details';

export type StepLoad =
  | { status: 'loading' }
  | { status: 'failed'; failed: readonly StepSource[] }
  | { status: 'ready'; start: StepStart; agency: AgencyDetails };

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
  /** The agency's values: without them no field can be judged, so the step waits for them too. */
  details: Loaded<AgencyDetails>;
  draft: { loaded: boolean; value: unknown };
}

export function stepLoad(input: StepLoadInput): StepLoad {
  const { step, updated, fields, previous, flagged, details, draft } = input;
  // Once loaded, the form stays even if a background refetch fails, so nothing typed is thrown away.
  const hasFlags = !updated || flagged.data !== undefined;
  const failed: StepSource[] = [];
  if (fields.isError && !fields.data) failed.push('fields');
  if (previous.isError && !previous.data) failed.push('previous');
  if (updated && flagged.isError && !hasFlags) failed.push('flagged');
  if (details.isError && !details.data) failed.push('details');
  if (failed.length > 0) return { status: 'failed', failed };
  if (!fields.data || !details.data || !previous.data || !hasFlags || !draft.loaded)
    return { status: 'loading' };
  const flags = updated ? flagged.data : undefined;
  const stepPaths = stepFieldPaths(fields.data, step);
  const fieldPaths = submittableFieldPaths(stepPaths, flags);
  const serverValues = initialStepValues({ step, fieldPaths, previous: previous.data });
  const restored = restoreStepDraft(draft.value, serverValues);
  const draftValues = restored && differsFrom(restored, serverValues) ? restored : null;
  return {
    status: 'ready',
    start: {
      stepPaths,
      fieldPaths,
      flags,
      serverValues,
      draftValues,
      nothingChanged: updated && fieldPaths.length === 0,
    },
    agency: details.data,
  };
}

/** The submit's part of the life cycle, from the mutation's status. */
export function stepSubmission(mutation: 'idle' | 'pending' | 'success' | 'error'): StepSubmission {
  if (mutation === 'pending') return { status: 'submitting' };
  if (mutation === 'success') return { status: 'submitted' };
  return { status: 'editing' };
}
