// Section 5's rules, with the exact English messages the keys translate to.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  forgotPasswordRules,
  formProblems,
  loginRules,
  resetPasswordRules,
  withTrimmedEmail,
  type FormRules,
  type RuleMessage,
} from '@renderer/features/auth/lib/auth-rules';
import { fieldError } from '@renderer/features/auth/lib/field-error';
import { i18n, initI18n } from '@renderer/lib/i18n';

beforeAll(() => initI18n('en'));

/** The first message for each field, translated to English, as the form shows it. */
function errors<Form extends Record<keyof Form, string>>(
  rules: FormRules<Form>,
  form: Form,
): Record<string, string | undefined> {
  const t = i18n.getFixedT('en', 'auth');
  const problems: [string, RuleMessage | undefined][] = Object.entries(formProblems(rules, form));
  return Object.fromEntries(problems.map(([field, message]) => [field, fieldError(t, message)]));
}

describe('login form', () => {
  it('requires the email and the password', () => {
    expect(errors(loginRules, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('rejects an invalid email address', () => {
    expect(errors(loginRules, { email: 'reviewer@', password: 'secret1' })).toEqual({
      email: 'Invalid email address',
    });
  });

  it('needs a password of at least 6 characters', () => {
    expect(errors(loginRules, { email: 'a@b.co', password: '12345' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(errors(loginRules, { email: 'a@b.co', password: '123456' })).toEqual({});
  });

  it('ignores spaces around the email', () => {
    const typed = { email: '  a@b.co ', password: '123456' };
    expect(formProblems(loginRules, typed)).toEqual({});
    expect(withTrimmedEmail(typed).email).toBe('a@b.co');
  });
});

describe('forgot password form', () => {
  it('has the same email rules as login', () => {
    expect(errors(forgotPasswordRules, { email: '' })).toEqual({ email: 'Email is required' });
    expect(errors(forgotPasswordRules, { email: 'nope' })).toEqual({ email: 'Invalid email address' });
    expect(errors(forgotPasswordRules, { email: 'a@b.co' })).toEqual({});
  });
});

describe('reset password form', () => {
  it('requires the new password and its confirmation', () => {
    expect(errors(resetPasswordRules, { newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: 'New password is required',
      confirmPassword: 'Please confirm your new password',
    });
  });

  it('needs at least 8 characters', () => {
    expect(errors(resetPasswordRules, { newPassword: 'Abc1234', confirmPassword: 'Abc1234' })).toEqual({
      newPassword: 'Password must be at least 8 characters',
    });
  });

  it('needs an uppercase letter, a lowercase letter and a number', () => {
    const message =
      'Password must contain at least one uppercase letter, one lowercase letter, and one number';
    for (const weak of ['abcdefg1', 'ABCDEFG1', 'Abcdefgh']) {
      expect(errors(resetPasswordRules, { newPassword: weak, confirmPassword: weak })).toEqual({
        newPassword: message,
      });
    }
  });

  it('needs the confirmation to match', () => {
    expect(errors(resetPasswordRules, { newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg2' })).toEqual({
      confirmPassword: 'Passwords must match',
    });
    expect(errors(resetPasswordRules, { newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg1' })).toEqual({});
  });
});
