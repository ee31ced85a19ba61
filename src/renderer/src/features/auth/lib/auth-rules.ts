// The sign-in and recovery forms' rules (section 5), as plain functions: the login screen is the
// first one shown, and a schema library would weigh more than the whole form. Messages are keys of
// the `auth` namespace, translated where they are shown.
import type { Catalogue } from '@renderer/lib/i18n-resources';

export const MIN_LOGIN_PASSWORD = 6;
export const MIN_RESET_PASSWORD = 8;

export type RuleMessage = `validation.${keyof Catalogue['auth']['validation']}`;

/** The numbers a message states ({{min}}), taken from its rule so the two never differ. */
export const RULE_MESSAGE_VALUES: Partial<Record<RuleMessage, { min: number }>> = {
  'validation.passwordMin': { min: MIN_LOGIN_PASSWORD },
  'validation.newPasswordMin': { min: MIN_RESET_PASSWORD },
};

/** A field's rule: the first thing wrong with its value, given the whole form; undefined if none. */
export type FieldRule<Form> = (value: string, form: Form) => RuleMessage | undefined;
export type FormRules<Form> = { readonly [Field in keyof Form]: FieldRule<Form> };
export type FormProblems<Form> = Partial<Record<keyof Form, RuleMessage>>;

export interface LoginForm {
  email: string;
  password: string;
}
export interface ForgotPasswordForm {
  email: string;
}
export interface ResetPasswordForm {
  newPassword: string;
  confirmPassword: string;
}

// Usual addresses, as the forms have always read them (zod's "practical" email pattern).
const EMAIL = /^(?:[\w'+-]+\.)*[\w'+-]*[\w+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
// [\s\S]: a line or paragraph separator must not hide a letter or digit from the rule.
const STRONG_PASSWORD = /^(?=[\s\S]*[a-z])(?=[\s\S]*[A-Z])(?=[\s\S]*\d)/;

/** Characters as the rules count them: code points, an emoji is one. */
const characters = (text: string) => [...text].length;

/** The email is read without the white space around it. */
const email: FieldRule<unknown> = (value) => {
  const trimmed = value.trim();
  if (trimmed === '') return 'validation.emailRequired';
  return EMAIL.test(trimmed) ? undefined : 'validation.emailInvalid';
};

export const loginRules: FormRules<LoginForm> = {
  email,
  password: (value) => {
    if (value === '') return 'validation.passwordRequired';
    return characters(value) < MIN_LOGIN_PASSWORD ? 'validation.passwordMin' : undefined;
  },
};

export const forgotPasswordRules: FormRules<ForgotPasswordForm> = { email };

export const resetPasswordRules: FormRules<ResetPasswordForm> = {
  newPassword: (value) => {
    if (value === '') return 'validation.newPasswordRequired';
    if (characters(value) < MIN_RESET_PASSWORD) return 'validation.newPasswordMin';
    return STRONG_PASSWORD.test(value) ? undefined : 'validation.newPasswordComplexity';
  },
  confirmPassword: (value, form) => {
    if (value === '') return 'validation.confirmPasswordRequired';
    return value === form.newPassword ? undefined : 'validation.passwordsMustMatch';
  },
};

/** Each field's first problem; none when the form may be sent. */
export function formProblems<Form extends Record<keyof Form, string>>(
  rules: FormRules<Form>,
  form: Form,
): FormProblems<Form> {
  const problems: FormProblems<Form> = {};
  for (const field of Object.keys(rules) as (keyof Form)[]) {
    const problem = rules[field](form[field], form);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** What a form sends: the email as its rule reads it, without the white space around it. */
export const withTrimmedEmail = <Form extends { email: string }>(form: Form): Form => ({
  ...form,
  email: form.email.trim(),
});
