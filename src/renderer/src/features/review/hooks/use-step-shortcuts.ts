// A review step's keys, registered with the shortcut engine while the step is shown.
import { useShortcuts } from '@renderer/lib/shortcuts/use-shortcuts';
import { stepShortcuts, type StepKeys } from '../lib/step-shortcuts';

export function useStepShortcuts(keys: StepKeys): void {
  useShortcuts(stepShortcuts(keys));
}
