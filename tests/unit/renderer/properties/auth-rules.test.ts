// Properties of the sign-in and recovery rules (section 5) and of the OTP boxes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOtpComplete, pasteCode, typeIntoBox } from '@renderer/features/auth/lib/otp-input-logic';
import {
  formProblems,
  loginRules,
  MIN_LOGIN_PASSWORD,
  MIN_RESET_PASSWORD,
  resetPasswordRules,
  withTrimmedEmail,
} from '@renderer/features/auth/lib/auth-rules';

const RUNS = { numRuns: 100 };

/** The message key a form shows for one field: its first problem. */
const loginProblem = (form: { email: string; password: string }, field: 'email' | 'password') =>
  formProblems(loginRules, form)[field];

const WHITE_SPACE = [...' \t\n\u00a0\u2003\u3000\ufeff\u2028'];
const padding = fc.array(fc.constantFrom(...WHITE_SPACE), { maxLength: 4 }).map((list) => list.join(''));
const localWord = fc.stringMatching(/^[a-z0-9]([a-z0-9_+-]{0,6}[a-z0-9])?$/);
const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,6}[a-z0-9])?$/);
const address = fc
  .tuple(fc.array(localWord, { minLength: 1, maxLength: 2 }), fc.array(label, { minLength: 1, maxLength: 2 }))
  .map(([local, domain]) => `${local.join('.')}@${domain.join('.')}.com`);
/** Characters as the rules count them: code points, an emoji is one. */
const characters = (text: string) => [...text].length;

const password = { ok: 'secret1' };

describe('the email rule', () => {
  it('accepts a usual address with any white space around it, and keeps it trimmed', () => {
    fc.assert(
      fc.property(padding, address, padding, (before, email, after) => {
        const form = { email: before + email + after, password: password.ok };
        expect(formProblems(loginRules, form)).toEqual({});
        expect(withTrimmedEmail(form).email).toBe(email);
      }),
      RUNS,
    );
  });

  it('requires an email, and refuses any text without an @', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (text) => {
        fc.pre(!text.includes('@'));
        const expected = text.trim() === '' ? 'validation.emailRequired' : 'validation.emailInvalid';
        expect(loginProblem({ email: text, password: password.ok }, 'email')).toBe(expected);
      }),
      RUNS,
    );
  });
});

describe('the password rules', () => {
  it('sign-in: required, then at least 6 characters, nothing else', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 12 }), (text) => {
        const expected =
          text === ''
            ? 'validation.passwordRequired'
            : characters(text) < MIN_LOGIN_PASSWORD
              ? 'validation.passwordMin'
              : undefined;
        expect(loginProblem({ email: 'a@b.co', password: text }, 'password')).toBe(expected);
      }),
      RUNS,
    );
  });

  it('reset: 8 or more characters with an uppercase letter, a lowercase letter and a digit', () => {
    // Line and paragraph separators included: none may hide a letter or digit from the rule.
    const character = fc.oneof(
      fc.constantFrom(...'aZ9 !é'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    );
    const text = fc.array(character, { maxLength: 14 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(text, (newPassword) => {
        const strong =
          characters(newPassword) >= MIN_RESET_PASSWORD &&
          /[a-z]/.test(newPassword) &&
          /[A-Z]/.test(newPassword) &&
          /\d/.test(newPassword);
        const found = formProblems(resetPasswordRules, { newPassword, confirmPassword: newPassword });
        expect(found.newPassword === undefined).toBe(strong);
      }),
      RUNS,
    );
  });
});

/** A character as the OTP boxes read it: 0-9, or an Arabic-Indic digit as its 0-9. */
const asDigit = (character: string): string[] => {
  if (/[0-9]/.test(character)) return [character];
  const code = character.charCodeAt(0);
  if (code >= 0x0660 && code <= 0x0669) return [String(code - 0x0660)];
  if (code >= 0x06f0 && code <= 0x06f9) return [String(code - 0x06f0)];
  return [];
};

describe('the OTP boxes', () => {
  it('keep only the digits of a paste, at most six, in order, from the first box', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), (text) => {
        const digits = [...text].flatMap(asDigit).slice(0, 6);
        const { digits: boxes, focus } = pasteCode(text);
        expect(boxes).toEqual([...digits, ...Array(6 - digits.length).fill('')]);
        expect(focus).toBe(Math.min(digits.length, 5));
        expect(isOtpComplete(boxes)).toBe(digits.length === 6);
      }),
      RUNS,
    );
  });

  it('never put more than one digit, or anything but a digit, in a box', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 6 }), fc.nat(5), (typed, index) => {
        const { digits } = typeIntoBox(['', '', '', '', '', ''], index, typed);
        for (const box of digits) expect(box).toMatch(/^[0-9]?$/);
      }),
      RUNS,
    );
  });

  it('read Arabic-Indic digits (٠-٩, ۰-۹), as Arabic keyboards type them, as 0-9', () => {
    expect(pasteCode('١٢٣٤٥٦').digits).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(pasteCode('۰۱۲ ۷۸۹').digits).toEqual(['0', '1', '2', '7', '8', '9']);
    expect(typeIntoBox(['', '', '', '', '', ''], 2, '٧').digits[2]).toBe('7');
  });
});
