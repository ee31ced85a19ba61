// The demo reviewer: printed by the CLI, documented in the README, used by the tests.

export const DEMO_CREDENTIALS = {
  email: 'reviewer@demo.test',
  password: 'Reviewer123',
  otp: '123456',
} as const;

export const DEMO_REVIEWER = {
  firstName: 'Layla',
  lastName: 'Haddad',
  email: DEMO_CREDENTIALS.email,
} as const;
