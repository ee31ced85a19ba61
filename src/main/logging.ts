// A tiny logger: level-filtered console output, optionally mirrored to a file in userData/logs.
// It never writes secrets: values under sensitive keys are redacted before anything is printed.
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const RANK: Record<LogLevel | 'silent', number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 };
const SENSITIVE_KEY = /cookie|csrf|token|password|secret|authorization|body|otp/i;

export interface Logger {
  debug(message: string, details?: Record<string, unknown>): void;
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export interface LoggerOptions {
  /** 'silent' is for tests. */
  level?: LogLevel | 'silent';
  file?: string;
  now?: () => Date;
}

export function redact(details: Record<string, unknown>): Record<string, unknown> {
  const safe: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    if (SENSITIVE_KEY.test(key)) safe[key] = '[redacted]';
    else safe[key] = redactValue(value);
  }
  return safe;
}

function redactValue(value: unknown): unknown {
  if (value instanceof Error) return value.message;
  if (Array.isArray(value)) return value.map(redactValue);
  if (value && typeof value === 'object') return redact(value as Record<string, unknown>);
  return value;
}

export function createLogger({ level = 'info', file, now = () => new Date() }: LoggerOptions = {}): Logger {
  let fileBroken = false;
  const write = (at: LogLevel, message: string, details?: Record<string, unknown>) => {
    if (RANK[at] < RANK[level]) return;
    const suffix = details ? ` ${JSON.stringify(redact(details))}` : '';
    const line = `${now().toISOString()} [${at}] ${message}${suffix}`;
    (at === 'error' ? console.error : at === 'warn' ? console.warn : console.log)(line);
    if (!file || fileBroken) return;
    try {
      mkdirSync(dirname(file), { recursive: true });
      appendFileSync(file, `${line}\n`, 'utf8');
    } catch {
      fileBroken = true; // a read-only disk must not take the app down with it
    }
  };
  return {
    debug: (message, details) => write('debug', message, details),
    info: (message, details) => write('info', message, details),
    warn: (message, details) => write('warn', message, details),
    error: (message, details) => write('error', message, details),
  };
}

/** The app-wide logger; index.ts points it at the log file once userData is known. */
export let log: Logger = createLogger();

export function configureLogging(options: LoggerOptions): Logger {
  log = createLogger(options);
  return log;
}
