// When the auth forms check a field: as react-hook-form's onTouched mode, which they used before.
import { describe, expect, it } from 'vitest';
import { loginRules, resetPasswordRules } from '@renderer/features/auth/lib/auth-rules';
import {
  initialRulesForm,
  rulesFormReducer,
  type RulesFormEvent,
  type RulesFormState,
} from '@renderer/features/auth/lib/rules-form';

const login = rulesFormReducer(loginRules);
const reset = rulesFormReducer(resetPasswordRules, { newPassword: ['confirmPassword'] });
const run = <Form extends Record<keyof Form, string>>(
  reducer: (state: RulesFormState<Form>, event: RulesFormEvent<Form>) => RulesFormState<Form>,
  values: Form,
  events: RulesFormEvent<Form>[],
) => events.reduce(reducer, initialRulesForm(values));

describe('an auth form', () => {
  it('checks nothing while a field is typed into before it first loses focus', () => {
    const state = run(login, { email: '', password: '' }, [
      { type: 'change', field: 'email', value: 'reviewer@' },
    ]);
    expect(state.problems).toEqual({});
  });

  it('checks a field when it loses focus, then on every change', () => {
    const state = run(login, { email: '', password: '' }, [{ type: 'blur', field: 'email' }]);
    expect(state.problems).toEqual({ email: 'validation.emailRequired' });
    const typed = login(state, { type: 'change', field: 'email', value: 'reviewer@' });
    expect(typed.problems).toEqual({ email: 'validation.emailInvalid' });
    expect(login(typed, { type: 'change', field: 'email', value: 'a@b.co' }).problems).toEqual({});
  });

  it('checks every field on submit, and after it each field on change only', () => {
    const state = run(login, { email: 'a@b.co', password: '' }, [{ type: 'submit' }, { type: 'submitted' }]);
    expect(state.problems).toEqual({ password: 'validation.passwordRequired' });
    const typed = login(state, { type: 'change', field: 'password', value: '12345' });
    expect(typed.problems).toEqual({ password: 'validation.passwordMin' });
    expect(login(typed, { type: 'blur', field: 'password' }).problems).toBe(typed.problems);
  });

  it('checks the confirmation again whenever the new password is checked', () => {
    const state = run(reset, { newPassword: '', confirmPassword: '' }, [
      { type: 'blur', field: 'newPassword' },
      { type: 'change', field: 'newPassword', value: 'BrandNew123' },
    ]);
    expect(state.problems).toEqual({ confirmPassword: 'validation.confirmPasswordRequired' });
    const mismatch = run(reset, state.values, [
      { type: 'change', field: 'confirmPassword', value: 'BrandNew124' },
      { type: 'blur', field: 'confirmPassword' },
    ]);
    expect(mismatch.problems).toEqual({ confirmPassword: 'validation.passwordsMustMatch' });
    const touched = { ...mismatch, touched: { ...mismatch.touched, newPassword: true as const } };
    expect(reset(touched, { type: 'change', field: 'newPassword', value: 'BrandNew124' }).problems).toEqual(
      {},
    );
  });
});
