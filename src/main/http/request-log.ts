// Every failed request to the backend in the log (an answer whose body fails on its way too): method,
// path, status and how long it took. Only the path: queries, headers and bodies stay out (they carry
// credentials, OTPs and reviewers' notes).
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
        return response;
      }
      // An answer whose body fails on its way (cut off, or stopped by the client's time limit).
      return withFailingBodyLogged(response, (error) =>
        logger.warn('Request failed', {
          ...request,
          status: response.status,
          durationMs: durationMs(),
          error,
        }),
      );
    } catch (error) {
      // No answer at all (offline, refused, timed out): status 0, as the client reports it.
      logger.warn('Request failed', { ...request, status: 0, durationMs: durationMs(), error });
      throw error;
    }
  };
}

/** Statuses whose answers have no body, which a Response cannot be made with. */
const NO_BODY = new Set([204, 205, 304]);

/** The same answer, whose body calls `failed` when reading it fails, then fails as it did. */
function withFailingBodyLogged(response: Response, failed: (error: unknown) => void): Response {
  if (!response.body || NO_BODY.has(response.status)) return response;
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        failed(error);
        controller.error(error);
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
