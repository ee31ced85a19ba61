// Fault injection for tests and benchmarks: latency, server errors and malformed answers, limited to
// matching paths. Its randomness is seeded, so a run is reproducible.
import type { MiddlewareHandler } from 'hono';
import { fail, isRecord, type DemoEnv } from './context';
import { mulberry32, Salt } from './prng';

export interface FaultOptions {
  /** Added before answering: a number of ms, or "min-max" for a range. */
  latencyMs: number | string;
  /** 0..1: share of answers replaced by 500 {message: 'Injected server error'}. */
  errorRate: number;
  /** 0..1: share of answers replaced by broken JSON or JSON of the wrong shape, alternately. */
  malformedRate: number;
  /**
   * 0..1: share of answers cut off mid-body: the request is handled, its status and the first half
   * of its body are sent, then the connection breaks.
   */
  cutOffRate: number;
  /** A regular expression; when set, only matching paths are faulted. */
  paths: string | null;
}

export const NO_FAULTS: FaultOptions = {
  latencyMs: 0,
  errorRate: 0,
  malformedRate: 0,
  cutOffRate: 0,
  paths: null,
};

export class FaultOptionsError extends Error {}

function latencyRange(latency: number | string): [number, number] {
  const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(String(latency));
  const min = match ? Number(match[1]) : NaN;
  const max = match?.[2] === undefined ? min : Number(match[2]);
  if (!Number.isFinite(min) || max < min) throw new FaultOptionsError(`Invalid latencyMs: ${latency}`);
  return [min, max];
}

function rate(name: string, value: unknown): number {
  if (typeof value !== 'number' || !(value >= 0 && value <= 1)) {
    throw new FaultOptionsError(`${name} must be a number from 0 to 1`);
  }
  return value;
}

/** Validates partial options (from options, the environment or POST /__demo/faults) over no faults. */
export function normalizeFaults(input: unknown): FaultOptions {
  if (!isRecord(input)) throw new FaultOptionsError('Fault options must be an object');
  const options = { ...NO_FAULTS, ...input } as Record<string, unknown>;
  if (typeof options.latencyMs !== 'number' && typeof options.latencyMs !== 'string') {
    throw new FaultOptionsError('latencyMs must be a number or "min-max"');
  }
  latencyRange(options.latencyMs);
  if (options.paths !== null && typeof options.paths !== 'string') {
    throw new FaultOptionsError('paths must be a regular expression string');
  }
  if (options.paths) {
    try {
      new RegExp(options.paths);
    } catch {
      throw new FaultOptionsError(`Invalid paths expression: ${options.paths}`);
    }
  }
  return {
    latencyMs: options.latencyMs,
    errorRate: rate('errorRate', options.errorRate),
    malformedRate: rate('malformedRate', options.malformedRate),
    cutOffRate: rate('cutOffRate', options.cutOffRate),
    paths: options.paths || null,
  };
}

const MALFORMED = [
  '{"data": [{"_id": "66f1c0', // cut off mid-answer
  '[{"unexpected": true}]', // valid JSON that matches no schema of the contract
];

/** The same status and headers, half the body, then a broken connection. */
async function cutOffAnswer(answer: Response): Promise<Response> {
  const bytes = new Uint8Array(await answer.arrayBuffer());
  const half = bytes.slice(0, Math.max(1, Math.floor(bytes.length / 2)));
  const headers = new Headers(answer.headers);
  headers.delete('content-length');
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(half);
      // Long enough for the status and the first bytes to leave before the break.
      await new Promise((resolve) => setTimeout(resolve, 100));
      controller.error(new Error('Injected cut-off'));
    },
  });
  return new Response(body, { status: answer.status, headers });
}

export interface FaultInjector {
  get(): FaultOptions;
  /** Replaces the current faults (and restarts their random sequence). */
  set(options: Partial<FaultOptions>): void;
  middleware: MiddlewareHandler<DemoEnv>;
}

export function createFaultInjector(initial: Partial<FaultOptions> = {}): FaultInjector {
  let options = normalizeFaults(initial);
  let latency = latencyRange(options.latencyMs);
  let pattern = options.paths ? new RegExp(options.paths) : null;
  let rng = mulberry32(Salt.faults);
  let malformedCount = 0;

  // /csrf/token is left alone unless a paths expression selects it.
  const applies = (path: string) =>
    !path.startsWith('/__demo/') && (pattern ? pattern.test(path) : path !== '/csrf/token');

  return {
    get: () => ({ ...options }),
    set(next) {
      options = normalizeFaults(next);
      latency = latencyRange(options.latencyMs);
      pattern = options.paths ? new RegExp(options.paths) : null;
      rng = mulberry32(Salt.faults);
      malformedCount = 0;
    },
    middleware: async (c, next) => {
      if (!applies(c.req.path)) return next();
      const [min, max] = latency;
      const delay = min + Math.round(rng() * (max - min));
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      if (options.errorRate > 0 && rng() < options.errorRate) return fail(c, 500, 'injectedError');
      const malformed = options.malformedRate > 0 && rng() < options.malformedRate;
      const cutOff = options.cutOffRate > 0 && rng() < options.cutOffRate;
      await next();
      if (malformed) {
        const body = MALFORMED[malformedCount++ % MALFORMED.length];
        c.res = new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
      }
      if (cutOff) c.res = await cutOffAnswer(c.res);
    },
  };
}
