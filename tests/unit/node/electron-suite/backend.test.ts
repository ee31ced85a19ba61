import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@demo-api/credentials';
import { demoOnlySkipReason, signInCredentials } from '../../../electron/backend';
import { otherBackendVariables } from '../../../electron/launch-options';

const STAGING = { REVIEW_CONSOLE_API_URL: 'https://staging.example' };
const QA_REVIEWER = {
  REVIEW_CONSOLE_E2E_EMAIL: 'qa@staging.example',
  REVIEW_CONSOLE_E2E_PASSWORD: ' pass word ',
};

describe('what the Electron suite may ask of its backend', () => {
  it('names the variables that point the suite at another backend, ignoring empty ones', () => {
    expect(otherBackendVariables({})).toEqual([]);
    expect(otherBackendVariables({ REVIEW_CONSOLE_API_URL: '  ', REVIEW_CONSOLE_CONFIG: '' })).toEqual([]);
    expect(otherBackendVariables(STAGING)).toEqual(['REVIEW_CONSOLE_API_URL']);
    expect(otherBackendVariables({ ...STAGING, REVIEW_CONSOLE_CONFIG: '/qa/config.json' })).toEqual([
      'REVIEW_CONSOLE_API_URL',
      'REVIEW_CONSOLE_CONFIG',
    ]);
  });

  it('lets tests use the demo seed and control with the demo API', () => {
    expect(demoOnlySkipReason({}, 'seed')).toBeNull();
    expect(demoOnlySkipReason({ REVIEW_CONSOLE_API_URL: '' }, 'control')).toBeNull();
  });

  it('skips them against another backend, saying which variable named it and what the test needs', () => {
    expect(demoOnlySkipReason(STAGING, 'seed')).toBe(
      'REVIEW_CONSOLE_API_URL names another backend: this test needs the demo API’s seed (its reviews, the demo reviewer and OTP)',
    );
    expect(demoOnlySkipReason({ REVIEW_CONSOLE_CONFIG: '/qa/config.json' }, 'control')).toBe(
      'REVIEW_CONSOLE_CONFIG names another backend: this test needs the demo API’s control (reset, faults, expired sessions, the request log)',
    );
    expect(demoOnlySkipReason({ ...STAGING, REVIEW_CONSOLE_CONFIG: '/qa/config.json' }, 'seed')).toMatch(
      /^REVIEW_CONSOLE_API_URL and REVIEW_CONSOLE_CONFIG name another backend: /,
    );
  });

  it('signs in as the demo reviewer with the demo API, whatever QA’s variables say', () => {
    const demoReviewer = { email: DEMO_CREDENTIALS.email, password: DEMO_CREDENTIALS.password };
    expect(signInCredentials({})).toEqual({ credentials: demoReviewer });
    expect(signInCredentials(QA_REVIEWER)).toEqual({ credentials: demoReviewer });
  });

  it('signs in as the reviewer QA names against another backend (the email trimmed, the password as it is)', () => {
    expect(signInCredentials({ ...STAGING, ...QA_REVIEWER })).toEqual({
      credentials: { email: 'qa@staging.example', password: ' pass word ' },
    });
  });

  it('skips a test that signs in against another backend, naming the variables still to set', () => {
    expect(signInCredentials(STAGING)).toEqual({
      skip: 'REVIEW_CONSOLE_API_URL names another backend and this test signs in: set REVIEW_CONSOLE_E2E_EMAIL and REVIEW_CONSOLE_E2E_PASSWORD to a reviewer of that backend',
    });
    expect(
      signInCredentials({
        ...STAGING,
        REVIEW_CONSOLE_E2E_EMAIL: 'qa@staging.example',
        REVIEW_CONSOLE_E2E_PASSWORD: '',
      }),
    ).toEqual({
      skip: expect.stringMatching(/: set REVIEW_CONSOLE_E2E_PASSWORD to a reviewer of that backend$/),
    });
    expect(
      signInCredentials({ REVIEW_CONSOLE_CONFIG: '/qa/config.json', REVIEW_CONSOLE_E2E_PASSWORD: 'secret' }),
    ).toEqual({
      skip: expect.stringMatching(
        /^REVIEW_CONSOLE_CONFIG names .*: set REVIEW_CONSOLE_E2E_EMAIL to a reviewer/,
      ),
    });
  });

  it('never puts the password in a reason', () => {
    const result = signInCredentials({ ...STAGING, REVIEW_CONSOLE_E2E_PASSWORD: 'secret-password' });
    expect(JSON.stringify(result)).not.toContain('secret-password');
  });
});
