// The demo API as a real HTTP server: one fresh, seeded state per instance.
import { createAdaptorServer } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDemoApp } from './app';
import { optionsFromEnv } from './env';
import { normalizeFaults, type FaultOptions } from './faults';
import { MAX_AGENCIES } from './ids';
import { DEFAULT_AGENCIES } from './seed';
import { listAnswer } from './views';

export { DEMO_CREDENTIALS } from './credentials';
export type { FaultOptions } from './faults';

export interface DemoApiOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1: the demo API never listens beyond this machine unless asked. */
  host?: string;
  /** Number of first-time agency reviews (default 48); 12 updated profiles come on top. */
  agencies?: number;
  /** Adds LARGE_REVIEW (seed.ts) on top: one review in progress with 200 fields on each step. */
  largeReview?: boolean;
  faults?: Partial<FaultOptions>;
  /** Mounts the /__demo/* test control endpoints. */
  control?: boolean;
}

export interface DemoApi {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:4010 */
  url: string;
  close(): Promise<void>;
}

/**
 * DEMO_API_PORT, DEMO_AGENCIES, DEMO_LARGE_REVIEW, DEMO_LATENCY_MS, DEMO_ERROR_RATE, DEMO_MALFORMED_RATE,
 * DEMO_FAULT_PATHS, DEMO_CONTROL
 */
export function demoApiOptionsFromEnv(env: NodeJS.ProcessEnv): DemoApiOptions {
  return optionsFromEnv(env, MAX_AGENCIES);
}

export async function startDemoApi(options: DemoApiOptions = {}): Promise<DemoApi> {
  const agencies = options.agencies ?? DEFAULT_AGENCIES;
  if (!Number.isInteger(agencies) || agencies < 0 || agencies > MAX_AGENCIES) {
    throw new RangeError(`agencies must be an integer from 0 to ${MAX_AGENCIES}`);
  }
  normalizeFaults(options.faults ?? {}); // fail fast on bad fault options
  const { app, state } = createDemoApp({
    agencies,
    largeReview: options.largeReview,
    faults: options.faults,
    control: options.control,
  });
  // Serialised before listening (half a second at 100,000), so no client's first list waits for it.
  for (const set of ['agency', 'updated'] as const) listAnswer(state.store, set);
  const host = options.host ?? '127.0.0.1';
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections would hold close() open; the demo API has nothing to drain.
        server.closeAllConnections();
      }),
  };
}
