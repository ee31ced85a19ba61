// Section 5's rules, with the exact English messages the keys translate to.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import en from '@locales/en/auth.json';
import {
  forgotPasswordFormSchema,
  loginFormSchema,
  resetPasswordFormSchema,
} from '@renderer/features/auth/lib/auth-schemas';

/** The first message for each field, translated to English, as the form shows it. */
function errors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    const key = issue.message.replace('validation.', '') as keyof typeof en.validation;
    out[field] ??= en.validation[key];
  }
  return out;
}

describe('login form', () => {
  it('requires the email and the password', () => {
    expect(errors(loginFormSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('rejects an invalid email address', () => {
    expect(errors(loginFormSchema, { email: 'reviewer@', password: 'secret1' })).toEqual({
      email: 'Invalid email address',
    });
  });

  it('needs a password of at least 6 characters', () => {
    expect(errors(loginFormSchema, { email: 'a@b.co', password: '12345' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(errors(loginFormSchema, { email: 'a@b.co', password: '123456' })).toEqual({});
  });

  it('ignores spaces around the email', () => {
    expect(loginFormSchema.parse({ email: '  a@b.co ', password: '123456' }).email).toBe('a@b.co');
  });
});

describe('forgot password form', () => {
  it('has the same email rules as login', () => {
    expect(errors(forgotPasswordFormSchema, { email: '' })).toEqual({ email: 'Email is required' });
    expect(errors(forgotPasswordFormSchema, { email: 'nope' })).toEqual({ email: 'Invalid email address' });
    expect(errors(forgotPasswordFormSchema, { email: 'a@b.co' })).toEqual({});
  });
});

describe('reset password form', () => {
  it('requires the new password and its confirmation', () => {
    expect(errors(resetPasswordFormSchema, { newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: 'New password is required',
      confirmPassword: 'Please confirm your new password',
    });
  });

  it('needs at least 8 characters', () => {
    expect(errors(resetPasswordFormSchema, { newPassword: 'Abc1234', confirmPassword: 'Abc1234' })).toEqual({
      newPassword: 'Password must be at least 8 characters',
    });
  });

  it('needs an uppercase letter, a lowercase letter and a number', () => {
    const message =
      'Password must contain at least one uppercase letter, one lowercase letter, and one number';
    for (const weak of ['abcdefg1', 'ABCDEFG1', 'Abcdefgh']) {
      expect(errors(resetPasswordFormSchema, { newPassword: weak, confirmPassword: weak })).toEqual({
        newPassword: message,
      });
    }
  });

  it('needs the confirmation to match', () => {
    expect(errors(resetPasswordFormSchema, { newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg2' })).toEqual(
      {
        confirmPassword: 'Passwords must match',
      },
    );
    expect(errors(resetPasswordFormSchema, { newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg1' })).toEqual(
      {},
    );
  });
});
