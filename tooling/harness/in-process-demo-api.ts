// The demo API in the caller's own process (integration tests, the benchmark's client overhead): a
// fetch to /api goes straight into the Hono app (no sockets), with a cookie jar as a browser keeps one.
// Real sessions, CSRF and rules.
import { CookieJar } from 'tough-cookie';
import { createDemoApp } from '../../src/demo-api/app';

const ORIGIN = 'https://demo.test';

export function inProcessDemoApi(agencies = 12) {
  const { app, state } = createDemoApp({ agencies });
  const jar = new CookieJar();
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = String(input instanceof Request ? input.url : input).replace(/^\/api/, '');
    const url = `${ORIGIN}${path}`;
    const headers = new Headers(init?.headers);
    const cookie = await jar.getCookieString(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await app.fetch(new Request(url, { method: init?.method, body: init?.body, headers }));
    for (const setCookie of response.headers.getSetCookie()) await jar.setCookie(setCookie, url);
    return response;
  };
  return { fetch, requests: () => state.requests.list() };
}
