// Form messages are keys of the auth namespace, translated where they are shown, and shown only
// once the field has been touched (or the form submitted).
import type { TFunction } from 'i18next';
import { RULE_MESSAGE_VALUES, type RuleMessage } from './auth-rules';

export function fieldError(
  t: TFunction<'auth'>,
  problem: RuleMessage | undefined,
  touched = true,
): string | undefined {
  return touched && problem ? t(problem, RULE_MESSAGE_VALUES[problem]) : undefined;
}
