import { describe, expect, it } from 'vitest';
import { buildPath, endpoints } from '@shared/api/endpoints';
import { csrfResponseSchema, messageResponseSchema, reviewerProfileSchema } from '@shared/api/schemas';
import { DEMO_CREDENTIALS } from '@demo-api/server';
import { createClient, readAs, signedIn, useDemoApi } from './demo-client';

const api = useDemoApi();
const SOME_ID = '66f1a0000000000000000000';

describe('demo API: session, CSRF and authentication', () => {
  it('issues a CSRF token before login, bound to an httpOnly rc_csrf cookie', async () => {
    const client = createClient(api.url);
    const answer = await client.get('/csrf/token');
    expect(answer.status).toBe(200);
    expect(readAs(answer, csrfResponseSchema).csrfToken).not.toBe('');
    expect(answer.headers.getSetCookie().join()).toMatch(/rc_csrf=[^;]+;.*HttpOnly/i);
    // The same cookie keeps the same token.
    expect((await client.get('/csrf/token')).body).toEqual(answer.body);
  });

  it('logs in with the demo credentials and sets an httpOnly rc_session cookie', async () => {
    const client = createClient(api.url);
    const answer = await client.login();
    expect(answer.status).toBe(200);
    expect(readAs(answer, messageResponseSchema).message).toBe('Login successful');
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('rc_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const profile = readAs(await client.get('/reviewer/profile'), reviewerProfileSchema);
    expect(profile.email).toBe(DEMO_CREDENTIALS.email);
    expect(profile.firstName).not.toBe('');
  });

  it('rejects bad credentials with 401 and a bad body with 400', async () => {
    const client = createClient(api.url);
    const wrong = await client.login(DEMO_CREDENTIALS.email, 'Wrong-password1');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });
    expect((await client.post('/auth/login', { email: 'not-an-email', password: 'x' })).body).toEqual({
      message: 'Invalid email address',
    });
    expect((await client.post('/auth/login', { email: DEMO_CREDENTIALS.email })).status).toBe(400);
  });

  it('answers 401 Unauthorized on every endpoint except the CSRF token and auth without a session', async () => {
    const client = createClient(api.url);
    await client.fetchCsrf();
    const guarded = Object.entries(endpoints).filter(
      ([name, e]) => name !== 'csrfToken' && !e.path.startsWith('/auth/'),
    );
    expect(guarded.length).toBeGreaterThanOrEqual(12);
    for (const [name, endpoint] of guarded) {
      const path = buildPath(endpoint.path, { agencyId: SOME_ID, reviewId: SOME_ID });
      const answer = endpoint.method === 'GET' ? await client.get(path) : await client.post(path, {});
      expect({ name, status: answer.status, body: answer.body }).toEqual({
        name,
        status: 401,
        body: { message: 'Unauthorized' },
      });
    }
  });

  it('refuses a POST without, or with a wrong, X-CSRF-Token with 403', async () => {
    const client = await signedIn(api.url);
    const other = createClient(api.url);
    const othersToken = await other.fetchCsrf();
    for (const csrf of [null, 'forged-token', othersToken]) {
      const answer = await client.post('/auth/logout', undefined, { csrf });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'Invalid CSRF token' });
    }
    expect((await client.get('/reviewer/profile')).status).toBe(200);
  });

  it('logs out: the session ends and its cookie is cleared', async () => {
    const client = await signedIn(api.url);
    const answer = await client.post('/auth/logout');
    expect(readAs(answer, messageResponseSchema).message).toBe('User logged out successfully');
    expect(answer.headers.getSetCookie().join()).toMatch(/rc_session=;.*Max-Age=0/i);
    expect(client.cookies.has('rc_session')).toBe(false);
    expect((await client.get('/reviewer/profile')).status).toBe(401);
  });

  it('answers in Arabic when Accept-Language starts with ar', async () => {
    const client = createClient(api.url);
    await client.fetchCsrf();
    const headers = { 'accept-language': 'ar-SA,ar;q=0.9' };
    const answer = await client.post(
      '/auth/login',
      { email: 'nobody@demo.test', password: 'secret1' },
      { headers },
    );
    expect(answer.status).toBe(401);
    expect((answer.body as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
    const unauthorized = await client.get('/reviewer/profile', headers);
    expect(unauthorized.status).toBe(401);
    expect((unauthorized.body as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
    expect((await client.get('/reviewer/profile', { 'accept-language': 'en' })).body).toEqual({
      message: 'Unauthorized',
    });
  });
});

describe('demo API: password recovery', () => {
  // Its own server: recovery changes the password.
  const api = useDemoApi();

  it('sends an OTP only to a known email, and no OTP is valid before one was sent', async () => {
    const client = createClient(api.url);
    await client.fetchCsrf();
    const verify = await client.post('/auth/verify-otp', {
      otp: DEMO_CREDENTIALS.otp,
      email: DEMO_CREDENTIALS.email,
    });
    expect(verify.body).toEqual({ message: 'Invalid or expired OTP' });
    expect((await client.post('/auth/forgot-password', { email: 'nobody@demo.test' })).status).toBe(404);
    const known = await client.post('/auth/forgot-password', { email: DEMO_CREDENTIALS.email });
    expect(readAs(known, messageResponseSchema).message).toBe('OTP sent to your email');
  });

  it('recovers with OTP 123456, enforces the reset rules, and the new password signs in', async () => {
    const client = createClient(api.url);
    await client.fetchCsrf();
    const email = DEMO_CREDENTIALS.email;
    const reset = (newPassword: string, confirmPassword = newPassword) =>
      client.post('/auth/reset-password', { newPassword, confirmPassword, email });

    await client.post('/auth/forgot-password', { email });
    expect((await reset('Newpass123')).status).toBe(400); // OTP not verified yet
    expect((await client.post('/auth/verify-otp', { otp: '654321', email })).status).toBe(400);
    expect((await client.post('/auth/verify-otp', { otp: DEMO_CREDENTIALS.otp, email })).status).toBe(200);

    expect((await reset('Short1')).body).toEqual({ message: 'Password must be at least 8 characters' });
    expect((await reset('alllowercase1')).body).toEqual({
      message: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    });
    expect((await reset('Newpass123', '')).body).toEqual({ message: 'Please confirm your new password' });
    expect((await reset('Newpass123', 'Newpass124')).body).toEqual({ message: 'Passwords must match' });
    const done = await reset('Newpass123');
    expect(done.status).toBe(200);
    expect(readAs(done, messageResponseSchema).message).toBeTruthy();

    expect((await createClient(api.url).login(email, DEMO_CREDENTIALS.password)).status).toBe(401);
    expect((await createClient(api.url).login(email, 'Newpass123')).status).toBe(200);
    // The verified OTP is used up.
    expect((await reset('Another123')).status).toBe(400);
  });
});
