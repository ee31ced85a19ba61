// CSRF token, login, logout and password recovery (demo OTP 123456).
import type { Context, Hono } from 'hono';
import { DEMO_CREDENTIALS } from '../credentials';
import { fail, isRecord, type DemoEnv, type DemoState } from '../context';
import type { MessageKey } from '../messages';
import { message } from '../messages';
import { endSession, issueCsrfToken, startSession } from '../session';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (body: unknown, name: string): string => {
  const value = isRecord(body) ? body[name] : undefined;
  return typeof value === 'string' ? value : '';
};

function emailProblem(email: string): MessageKey | null {
  if (!email.trim()) return 'emailRequired';
  return EMAIL.test(email.trim()) ? null : 'invalidEmail';
}

function newPasswordProblem(newPassword: string, confirmPassword: string): MessageKey | null {
  if (!newPassword) return 'newPasswordRequired';
  if (newPassword.length < 8) return 'passwordTooShort';
  if (!/[a-z]/.test(newPassword) || !/[A-Z]/.test(newPassword) || !/\d/.test(newPassword)) {
    return 'passwordComplexity';
  }
  if (!confirmPassword) return 'confirmPasswordRequired';
  return newPassword === confirmPassword ? null : 'passwordsMustMatch';
}

const normalEmail = (c: Context<DemoEnv>) => text(c.get('body'), 'email').trim().toLowerCase();

export function authRoutes(app: Hono<DemoEnv>, state: DemoState): void {
  app.get('/csrf/token', (c) => c.json({ csrfToken: issueCsrfToken(c, state) }));

  app.post('/auth/login', (c) => {
    const body = c.get('body');
    const problem = emailProblem(text(body, 'email')) ?? (text(body, 'password') ? null : 'passwordRequired');
    if (problem) return fail(c, 400, problem);
    const { account } = state.store;
    if (normalEmail(c) !== account.email || text(body, 'password') !== account.password) {
      return fail(c, 401, 'invalidCredentials');
    }
    startSession(c, state, account.email);
    return c.json({ message: message(c, 'loginSuccessful') });
  });

  app.post('/auth/logout', (c) => {
    endSession(c, state);
    return c.json({ message: message(c, 'loggedOut') });
  });

  app.post('/auth/forgot-password', (c) => {
    const problem = emailProblem(text(c.get('body'), 'email'));
    if (problem) return fail(c, 400, problem);
    const email = normalEmail(c);
    if (email !== state.store.account.email) return fail(c, 404, 'emailNotFound');
    state.store.recoveries.set(email, { verified: false });
    return c.json({ message: message(c, 'otpSent') });
  });

  app.post('/auth/verify-otp', (c) => {
    const recovery = state.store.recoveries.get(normalEmail(c));
    if (!recovery || text(c.get('body'), 'otp') !== DEMO_CREDENTIALS.otp) return fail(c, 400, 'invalidOtp');
    recovery.verified = true;
    return c.json({ message: message(c, 'otpVerified') });
  });

  app.post('/auth/reset-password', (c) => {
    const body = c.get('body');
    const email = normalEmail(c);
    if (!state.store.recoveries.get(email)?.verified) return fail(c, 400, 'otpNotVerified');
    const problem = newPasswordProblem(text(body, 'newPassword'), text(body, 'confirmPassword'));
    if (problem) return fail(c, 400, problem);
    state.store.account.password = text(body, 'newPassword');
    state.store.recoveries.delete(email);
    return c.json({ message: message(c, 'passwordReset') });
  });
}
