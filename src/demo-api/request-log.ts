// The last requests the API received, so e2e tests can check the exact payloads and headers sent.
import type { MiddlewareHandler } from 'hono';
import type { DemoEnv } from './context';

export interface RecordedRequest {
  method: string;
  path: string;
  query: string;
  headers: { 'x-csrf-token': string | null; 'accept-language': string | null };
  body: unknown;
}

export interface RequestLog {
  list(): RecordedRequest[];
  clear(): void;
  middleware: MiddlewareHandler<DemoEnv>;
}

export const REQUEST_LOG_SIZE = 200;

export function createRequestLog(): RequestLog {
  let entries: RecordedRequest[] = [];
  return {
    list: () => [...entries],
    clear: () => void (entries = []),
    middleware: async (c, next) => {
      if (!c.req.path.startsWith('/__demo/')) {
        const url = new URL(c.req.url);
        entries.push({
          method: c.req.method,
          path: url.pathname,
          query: url.search,
          headers: {
            'x-csrf-token': c.req.header('x-csrf-token') ?? null,
            'accept-language': c.req.header('accept-language') ?? null,
          },
          body: c.get('body') ?? null,
        });
        if (entries.length > REQUEST_LOG_SIZE) entries = entries.slice(-REQUEST_LOG_SIZE);
      }
      return next();
    },
  };
}
