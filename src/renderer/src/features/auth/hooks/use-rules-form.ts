// An auth form's fields and submit, checked by its rules (lib/rules-form.ts) without a form library:
// the login screen is the first to load, and a submit with a problem focuses its first field.
import { useReducer, useRef, type ChangeEvent, type FormEvent } from 'react';
import type { FormRules } from '../lib/auth-rules';
import { initialRulesForm, rulesFormReducer, type FormDependents, type FormValues } from '../lib/rules-form';

interface RulesFormOptions<Form> {
  rules: FormRules<Form>;
  defaultValues: Form;
  dependents?: FormDependents<Form>;
}

export function useRulesForm<Form extends FormValues<Form>>({
  rules,
  defaultValues,
  dependents,
}: RulesFormOptions<Form>) {
  const [state, dispatch] = useReducer(rulesFormReducer(rules, dependents), defaultValues, initialRulesForm);
  const inputs = useRef(new Map<keyof Form, HTMLInputElement | null>());
  const fields = Object.keys(rules) as (keyof Form)[];

  /** The props of a field's input: its value, its events, and a ref to focus it. */
  const field = <Field extends keyof Form & string>(name: Field) => ({
    name,
    value: state.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      dispatch({ type: 'change', field: name, value: event.currentTarget.value }),
    onBlur: () => dispatch({ type: 'blur', field: name }),
    ref: (input: HTMLInputElement | null) => void inputs.current.set(name, input),
  });

  /** Sends the form once every rule holds; else focuses the first field with a problem. */
  const handleSubmit = (send: (form: Form) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'submit' });
    const firstProblem = fields.find((name) => rules[name](state.values[name], state.values));
    try {
      if (firstProblem === undefined) await send(state.values);
      else inputs.current.get(firstProblem)?.focus();
    } finally {
      dispatch({ type: 'submitted' });
    }
  };

  return {
    field,
    handleSubmit,
    problems: state.problems,
    touched: state.touched,
    isSubmitted: state.isSubmitted,
  };
}
