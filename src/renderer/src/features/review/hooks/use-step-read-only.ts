// Whether the step's inputs refuse changes (see lib/step-read-only.ts); they stay focusable.
import { useContext } from 'react';
import { StepReadOnlyContext } from '../lib/step-read-only';

export function useStepReadOnly(): boolean {
  return useContext(StepReadOnlyContext);
}
