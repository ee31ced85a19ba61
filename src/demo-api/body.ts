// JSON bodies are read once for everyone (routes and the request log); a malformed one is a 400.
import type { MiddlewareHandler } from 'hono';
import { fail, type DemoEnv } from './context';

export const readJsonBody: MiddlewareHandler<DemoEnv> = async (c, next) => {
  c.set('malformedBody', false);
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const text = await c.req.text();
    if (text.trim() !== '') {
      try {
        c.set('body', JSON.parse(text) as unknown);
      } catch {
        c.set('body', text);
        c.set('malformedBody', true);
      }
    }
  }
  return next();
};

export const rejectMalformedBody: MiddlewareHandler<DemoEnv> = async (c, next) =>
  c.get('malformedBody') ? fail(c, 400, 'malformedJson') : next();
