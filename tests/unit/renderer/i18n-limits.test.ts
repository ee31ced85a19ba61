// The limits the messages state come from the rules' constants: the catalogues say {{min}} and
// {{max}}, never the numbers, so a changed rule changes its message in every language.
import type { FieldError } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loginRules,
  MIN_LOGIN_PASSWORD,
  MIN_RESET_PASSWORD,
  resetPasswordRules,
} from '@renderer/features/auth/lib/auth-rules';
import { fieldError } from '@renderer/features/auth/lib/field-error';
import { createFieldTexts } from '@renderer/features/review/lib/field-texts';
import { i18n, initI18n } from '@renderer/lib/i18n';
import { en } from '@renderer/lib/i18n-resources';
import { ar } from '@renderer/lib/i18n-ar';

const noteLength: FieldError = { type: 'custom', message: 'validation.noteLength' };

/** Each catalogue's strings as [language, "namespace:dotted.key", text]. */
function strings(): [string, string, string][] {
  const out: [string, string, string][] = [];
  const walk = (language: string, path: string, value: unknown) => {
    if (typeof value === 'string') out.push([language, path, value]);
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value))
        walk(language, path.includes(':') ? `${path}.${key}` : `${path}:${key}`, child);
  };
  for (const [language, catalogue] of Object.entries({ en, ar }))
    for (const [namespace, texts] of Object.entries(catalogue)) walk(language, namespace, texts);
  return out;
}

/** Western, Arabic-Indic and Eastern Arabic-Indic digits. */
const DIGIT = /[0-9\u0660-\u0669\u06f0-\u06f9]/;

/** The texts that state a rule's limits, and the placeholders each says them with. */
const LIMIT_TEXTS: Record<string, string[]> = {
  'review:fields.notePlaceholder': ['{{min}}', '{{max}}'],
  'review:validation.noteLength': ['{{min}}', '{{max}}'],
  'auth:validation.passwordMin': ['{{min}}'],
  'auth:validation.newPasswordMin': ['{{min}}'],
  'auth:otp.description': ['{{length}}'],
  'auth:otp.digit': ['{{length}}'],
};

/** Numbers that are no limit of a form: the names of text encodings. */
const OTHER_NUMBERS = new Set(['config:problem.badEncoding', 'snippets:manage.problem.badEncoding']);

beforeEach(() => initI18n('en'));
afterEach(() => {
  vi.doUnmock('@shared/domain/field-rules');
  vi.resetModules();
});

describe('the texts that state a limit', () => {
  it.each(Object.entries(LIMIT_TEXTS))(
    '%s says it with placeholders, in every language',
    (key, placeholders) => {
      const texts = strings().filter(([, path]) => path === key);
      expect(texts.map(([language]) => language)).toEqual(['en', 'ar']);
      for (const [language, , text] of texts) {
        for (const placeholder of placeholders) expect(text, language).toContain(placeholder);
        expect(text, language).not.toMatch(DIGIT);
      }
    },
  );

  it('are the only ones a number could be typed into: no other text has a digit', () => {
    const typed = strings().filter(([, path, text]) => DIGIT.test(text) && !OTHER_NUMBERS.has(path));
    expect(typed).toEqual([]);
  });
});

describe('the note messages', () => {
  it('read as the specification says, in English and Arabic', async () => {
    const english = createFieldTexts(i18n.getFixedT('en', 'review'), 'en');
    expect(english.errorText(noteLength)).toBe('Note must be between 10 and 500 characters');
    expect(english.words.notePlaceholder).toBe(
      'Explain what is wrong with this field (10 to 500 characters)',
    );
    await initI18n('ar');
    const arabic = createFieldTexts(i18n.getFixedT('ar', 'review'), 'ar');
    expect(arabic.errorText(noteLength)).toBe('يجب أن تكون الملاحظة بين 10 و500 حرف');
    expect(arabic.words.notePlaceholder).toBe('اشرح ما الخطأ في هذا الحقل (من 10 إلى 500 حرف)');
  });

  it('follow the rule when its bounds change', async () => {
    vi.resetModules();
    vi.doMock('@shared/domain/field-rules', async (original) => ({
      ...(await original<typeof import('@shared/domain/field-rules')>()),
      NOTE_MIN_LENGTH: 3,
      NOTE_MAX_LENGTH: 42,
    }));
    const { createFieldTexts: withOtherBounds } = await import('@renderer/features/review/lib/field-texts');
    const texts = withOtherBounds(i18n.getFixedT('en', 'review'), 'en');
    expect(texts.errorText(noteLength)).toBe('Note must be between 3 and 42 characters');
    expect(texts.words.notePlaceholder).toBe('Explain what is wrong with this field (3 to 42 characters)');
  });
});

describe('the password messages', () => {
  it('state the minimum of their rule, in English and Arabic', async () => {
    const english = i18n.getFixedT('en', 'auth');
    expect(fieldError(english, 'validation.passwordMin')).toBe('Password must be at least 6 characters');
    expect(fieldError(english, 'validation.newPasswordMin')).toBe('Password must be at least 8 characters');
    await initI18n('ar');
    const arabic = i18n.getFixedT('ar', 'auth');
    expect(fieldError(arabic, 'validation.passwordMin')).toBe('يجب أن تتكون كلمة المرور من 6 أحرف على الأقل');
    expect(fieldError(arabic, 'validation.newPasswordMin')).toBe(
      'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل',
    );
  });

  it('state the very length their rules start accepting at', () => {
    const t = i18n.getFixedT('en', 'auth');
    const form = { email: '', password: '', newPassword: '', confirmPassword: '' };
    const cases = [
      [loginRules.password, MIN_LOGIN_PASSWORD],
      [resetPasswordRules.newPassword, MIN_RESET_PASSWORD],
    ] as const;
    for (const [rule, min] of cases) {
      // Strong enough for the reset rule: only the length is short.
      const password = (length: number) => 'Aa1'.padEnd(length, 'x');
      expect(rule(password(min), form)).toBeUndefined();
      const message = fieldError(t, rule(password(min - 1), form));
      expect(message).toBe(`Password must be at least ${min} characters`);
    }
  });
});
