// Same-origin /api/* forwarded to the backend with the prefix stripped, by Hono's proxy helper:
// method, query, body and status pass through, and the answer's body streams to the page as it
// arrives (a stall or a cut reaches the page as it would the desktop app: status in, body broken
// off, never a 502 made up here). Headers and cookies are filtered both ways (proxy-headers.ts).
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { proxy } from 'hono/proxy';
import { backendUrlOf, withoutCredentials, type Backend } from './backend-url';
import { headersForBackend, headersForPage } from './proxy-headers';
import type { WebEnv } from './web-env';

export const API_PREFIX = '/api';

/**
 * The largest request the console sends is a step's validations: 200 fields, each with a path
 * (~50 bytes), a status and a note of up to 500 characters. JSON costs a note at most 6 bytes a
 * character (a control character as \u0001; Arabic takes 2, CJK 3), so the body stays under
 * 200 × (100 + 500 × 6) ≈ 620 KB. 1 MiB holds that with room for the tags, and nothing larger.
 */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

// The demo API's test control (reset, faults, and the request log with every body, passwords
// included) is for test harnesses on the demo API's own URL, never for a page.
const isDemoControl = (rest: string) => /^\/__demo(\/|$)/i.test(decodeURIComponent(rest));

export function mountApiProxy(app: Hono<WebEnv>, backend: Backend): void {
  const forward = async (c: Context<WebEnv>) => {
    const { pathname, search } = new URL(c.req.url);
    const rest = pathname.slice(API_PREFIX.length);
    const target = isDemoControl(rest) ? null : backendUrlOf(backend, rest, search);
    if (!target) return c.json({ message: 'Not found' }, 404);
    const method = c.req.method;
    const body = method === 'GET' || method === 'HEAD' ? undefined : await c.req.arrayBuffer();
    let answer: Response;
    try {
      answer = await proxy(target, {
        method,
        headers: headersForBackend(c.req.raw.headers, backend),
        body,
        redirect: 'manual',
        // A browser that gives up (the client's time-out, a closed tab) cancels the backend call too.
        signal: c.req.raw.signal,
      });
    } catch (error) {
      if (!c.req.raw.signal.aborted) {
        console.error(
          `web: ${method} ${withoutCredentials(target.href)} failed: ${withoutCredentials(String(error))}`,
        );
      }
      return c.json({ message: `The backend at ${backend.shown} could not be reached` }, 502);
    }
    // @hono/node-server writes and flushes the head of this Response before it reads the body, so a
    // body that breaks off at once still reaches the page with its status.
    return new Response(answer.body, {
      status: answer.status,
      statusText: answer.statusText,
      headers: headersForPage(answer.headers, backend),
    });
  };
  // A body over the cap is refused before it is read, and the connection closes after the 413: kept
  // alive with the body unread, a reused connection was seen to hang up without any answer.
  const limit = bodyLimit({
    maxSize: MAX_REQUEST_BODY_BYTES,
    onError: (c) =>
      c.json({ message: 'The request body is larger than 1 MiB' }, 413, { Connection: 'close' }),
  });
  app.all(API_PREFIX, limit, forward);
  app.all(`${API_PREFIX}/*`, limit, forward);
}
