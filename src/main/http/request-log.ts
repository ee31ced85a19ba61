// Every failed request to the backend in the log: method, path, status and how long it took. Only the
// path: queries, headers and bodies stay out (they carry credentials, OTPs and reviewers' notes).
import { log as appLog, type Logger } from '../logging';

type Fetch = typeof globalThis.fetch;

function pathOf(input: Parameters<Fetch>[0]): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  try {
    return new URL(url).pathname;
  } catch {
    return url.split(/[?#]/)[0];
  }
}

export function loggingFetch(
  fetch: Fetch,
  logger: Pick<Logger, 'warn'> = appLog,
  now: () => number = () => performance.now(),
): Fetch {
  return async (input, init) => {
    const started = now();
    const request = {
      method: (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
      path: pathOf(input),
    };
    const durationMs = () => Math.round(now() - started);
    try {
      const response = await fetch(input, init);
      if (!response.ok) {
        logger.warn('Request failed', { ...request, status: response.status, durationMs: durationMs() });
      }
      return response;
    } catch (error) {
      // No answer at all (offline, refused, timed out): status 0, as the client reports it.
      logger.warn('Request failed', { ...request, status: 0, durationMs: durationMs(), error });
      throw error;
    }
  };
}
