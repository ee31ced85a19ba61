// Form messages are keys of the auth namespace, translated where they are shown, and shown only
// once the field has been touched (or the form submitted).
import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';

export function fieldError(
  t: TFunction<'auth'>,
  error: FieldError | undefined,
  touched = true,
): string | undefined {
  return touched && error?.message ? t(error.message as never) : undefined;
}
