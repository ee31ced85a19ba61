// An auth form as pure state: when its rules check a field, as react-hook-form's onTouched mode did
// for these forms. Before the first submit a field is checked once it has lost focus, then on each
// change; after it, on each change. Checking a field checks the fields that depend on it too.
import { formProblems, type FormProblems, type FormRules } from './auth-rules';

export type FormValues<Form> = Record<keyof Form, string>;

export interface RulesFormState<Form extends FormValues<Form>> {
  values: Form;
  /** The problems shown: each field's, as last checked. */
  problems: FormProblems<Form>;
  touched: Partial<Record<keyof Form, true>>;
  isSubmitted: boolean;
}

export type RulesFormEvent<Form> =
  | { type: 'change'; field: keyof Form; value: string }
  | { type: 'blur'; field: keyof Form }
  /** A submit checks every field; `submitted` follows once it is handled. */
  | { type: 'submit' }
  | { type: 'submitted' };

/** Fields checked again whenever another is, as a confirmation whenever its password is. */
export type FormDependents<Form> = Partial<Record<keyof Form, readonly (keyof Form)[]>>;

export const initialRulesForm = <Form extends FormValues<Form>>(values: Form): RulesFormState<Form> => ({
  values,
  problems: {},
  touched: {},
  isSubmitted: false,
});

export function rulesFormReducer<Form extends FormValues<Form>>(
  rules: FormRules<Form>,
  dependents: FormDependents<Form> = {},
) {
  const check = (state: RulesFormState<Form>, field: keyof Form): RulesFormState<Form> => {
    const problems = { ...state.problems };
    for (const checked of [field, ...(dependents[field] ?? [])]) {
      const problem = rules[checked](state.values[checked], state.values);
      if (problem) problems[checked] = problem;
      else delete problems[checked];
    }
    return { ...state, problems };
  };

  return (state: RulesFormState<Form>, event: RulesFormEvent<Form>): RulesFormState<Form> => {
    switch (event.type) {
      case 'change': {
        const changed = { ...state, values: { ...state.values, [event.field]: event.value } };
        return state.isSubmitted || state.touched[event.field] ? check(changed, event.field) : changed;
      }
      case 'blur': {
        const touched = { ...state, touched: { ...state.touched, [event.field]: true } };
        // After a submit the field's last change was checked already.
        return state.isSubmitted ? touched : check(touched, event.field);
      }
      case 'submit':
        return { ...state, problems: formProblems(rules, state.values) };
      case 'submitted':
        return { ...state, isSubmitted: true };
    }
  };
}
