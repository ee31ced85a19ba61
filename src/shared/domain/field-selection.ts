// Which fields each review step validates, and, for updated profiles, which of them changed.
import type { FlaggedField, ValidationFields } from '../api/schemas';

export type ReviewStep = 'profile' | 'services';

const STEP_GROUPS = {
  profile: ['profileFields', 'socialLinksFields', 'tagsFields', 'workFields'],
  services: ['serviceFields'],
} as const satisfies Record<ReviewStep, readonly (keyof ValidationFields)[]>;

/** The field paths a step validates, in the order the server gave them, without duplicates. */
export function stepFieldPaths(fields: ValidationFields, step: ReviewStep): string[] {
  const paths = STEP_GROUPS[step].flatMap((group) => (fields[group] ?? []).map((field) => field.path));
  return [...new Set(paths)];
}

/** Changed: flagged changed; unchanged: not flagged changed; any: not an updated profile. */
export type FlagState = 'changed' | 'unchanged' | 'any';

/** Without flags (not an updated profile) every field is open; with flags only those flagged changed. */
export function flagStateOf(path: string, flagged: readonly FlaggedField[] | undefined): FlagState {
  if (!flagged) return 'any';
  return flagged.some((flag) => flag.fieldPath === path && flag.changed) ? 'changed' : 'unchanged';
}

/** The fields the reviewer judges and submits: all of them, or only the changed ones of an updated profile. */
export function submittableFieldPaths(paths: readonly string[], flagged?: readonly FlaggedField[]): string[] {
  return paths.filter((path) => flagStateOf(path, flagged) !== 'unchanged');
}
