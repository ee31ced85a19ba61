// What a test may ask of the backend the suite drives, as pure functions of the environment: the
// worker's demo API has its seed (reviews, the demo reviewer and OTP) and its control; another
// backend, named by QA, has only the reviewer QA names in REVIEW_CONSOLE_E2E_EMAIL and _PASSWORD.
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import { otherBackendVariables, type Env } from './launch-options';

export const EMAIL_ENV = 'REVIEW_CONSOLE_E2E_EMAIL';
export const PASSWORD_ENV = 'REVIEW_CONSOLE_E2E_PASSWORD';

export interface Credentials {
  email: string;
  password: string;
}

/** What only the demo API has: its seeded data, or its control endpoints. */
export type DemoOnly = 'seed' | 'control';

const DEMO_ONLY: Record<DemoOnly, string> = {
  seed: 'the demo API’s seed (its reviews, the demo reviewer and OTP)',
  control: 'the demo API’s control (reset, faults, expired sessions, the request log)',
};

const namedBy = (variables: string[]) =>
  `${variables.join(' and ')} name${variables.length === 1 ? 's' : ''} another backend`;

/** Why a test that needs `need` skips, or null when the demo API is the backend. */
export function demoOnlySkipReason(env: Env, need: DemoOnly): string | null {
  const variables = otherBackendVariables(env);
  return variables.length === 0 ? null : `${namedBy(variables)}: this test needs ${DEMO_ONLY[need]}`;
}

/**
 * Who a test signs in as: the demo reviewer with the demo API (the variables are not read then);
 * against another backend, the reviewer named in the environment, or why the test skips.
 */
export function signInCredentials(env: Env): { credentials: Credentials } | { skip: string } {
  const variables = otherBackendVariables(env);
  if (variables.length === 0) {
    return { credentials: { email: DEMO_CREDENTIALS.email, password: DEMO_CREDENTIALS.password } };
  }
  const email = env[EMAIL_ENV]?.trim() ?? '';
  // A password is taken as it is: spaces may be part of it.
  const password = env[PASSWORD_ENV] ?? '';
  const missing = [...(email ? [] : [EMAIL_ENV]), ...(password ? [] : [PASSWORD_ENV])];
  if (missing.length > 0) {
    return {
      skip: `${namedBy(variables)} and this test signs in: set ${missing.join(' and ')} to a reviewer of that backend`,
    };
  }
  return { credentials: { email, password } };
}
