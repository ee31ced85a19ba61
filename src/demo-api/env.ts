// Demo API options from the environment: size, the large review, faults and test control.
import type { DemoApiOptions } from './server';

function integer(env: NodeJS.ProcessEnv, name: string, min: number, max: number): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean | undefined {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return undefined;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be 1 or 0 (true/false, yes/no), got "${env[name]?.trim()}"`);
}

function fraction(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!(value >= 0 && value <= 1)) throw new Error(`${name} must be a number from 0 to 1, got "${raw}"`);
  return value;
}

export function optionsFromEnv(env: NodeJS.ProcessEnv, maxAgencies: number): DemoApiOptions {
  const options: DemoApiOptions = {};
  const port = integer(env, 'DEMO_API_PORT', 0, 65535);
  if (port !== undefined) options.port = port;
  const agencies = integer(env, 'DEMO_AGENCIES', 0, maxAgencies);
  if (agencies !== undefined) options.agencies = agencies;
  const largeReview = flag(env, 'DEMO_LARGE_REVIEW');
  if (largeReview !== undefined) options.largeReview = largeReview;

  const faults: NonNullable<DemoApiOptions['faults']> = {};
  const latency = env.DEMO_LATENCY_MS?.trim();
  if (latency) faults.latencyMs = /^\d+$/.test(latency) ? Number(latency) : latency;
  const errorRate = fraction(env, 'DEMO_ERROR_RATE');
  if (errorRate !== undefined) faults.errorRate = errorRate;
  const malformedRate = fraction(env, 'DEMO_MALFORMED_RATE');
  if (malformedRate !== undefined) faults.malformedRate = malformedRate;
  const cutOffRate = fraction(env, 'DEMO_CUT_OFF_RATE');
  if (cutOffRate !== undefined) faults.cutOffRate = cutOffRate;
  if (env.DEMO_FAULT_PATHS?.trim()) faults.paths = env.DEMO_FAULT_PATHS.trim();
  if (Object.keys(faults).length > 0) options.faults = faults;

  if (env.DEMO_CONTROL !== undefined)
    options.control = ['1', 'true', 'yes'].includes(env.DEMO_CONTROL.trim());
  return options;
}
