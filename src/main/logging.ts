// The app's logger: level-filtered console output, mirrored to a size-capped file in the app's log
// folder by electron-log (its Node entry: it needs nothing from Electron, so tests run it as is).
// It never writes secrets: values under sensitive keys, URL credentials and secret query parameters
// are redacted before anything is printed.
import electronLog from 'electron-log/node';
import { PRODUCT_NAME } from './app-identity';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const RANK: Record<LogLevel | 'silent', number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 };
const SENSITIVE_KEY =
  /cookie|csrf|token|passw|secret|authorization|credential|api.?key|body|otp|note|conclusion|signature/i;
/** The file in app.getPath('logs'); electron-log keeps one archive beside it, main.old.log. */
export const LOG_FILE_NAME = 'main.log';
/** Past this size the file becomes main.old.log (replacing the previous one): at most ~10 MB in all. */
export const MAX_LOG_BYTES = 5 * 1024 * 1024;

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
  /** Bytes before the file rotates. */
  maxSize?: number;
  now?: () => Date;
}

/** Secrets that travel inside text: URL credentials, secret query parameters, bearer tokens. */
export function redactText(text: string): string {
  return text
    .replace(/(\/\/)[^/@\s]+@/g, '$1[redacted]@')
    .replace(
      /([?&#](?:[\w.-]*(?:token|password|otp|secret|signature|sig|key|code))=)[^&#\s]*/gi,
      '$1[redacted]',
    )
    .replace(/(bearer\s+)[\w.~+/=-]+/gi, '$1[redacted]');
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
  if (value instanceof Error) return redactText(value.message);
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.map(redactValue);
  if (value && typeof value === 'object') return redact(value as Record<string, unknown>);
  return value;
}

/** The part of electron-log that setUpLogging changes: its default instance's console output. */
export interface ElectronLogConsole {
  transports: { console: Pick<typeof electronLog.transports.console, 'writeFn'> };
}

/**
 * Main's start-up, first of all: electron-log reports its own trouble (a file it cannot write, once
 * per file) through its default instance, which then prints one plain warning line. Answers how to
 * undo it.
 */
export function setUpLogging(library: ElectronLogConsole): () => void {
  const output = library.transports.console;
  const previous = output.writeFn;
  output.writeFn = ({ message }) => console.warn(message.data.map(String).join(' '));
  return () => {
    output.writeFn = previous;
  };
}

let instances = 0;

/** An electron-log instance that writes our finished lines, as they are, to `file`. */
function fileTransport(file: string, level: LogLevel | 'silent', maxSize: number) {
  const writer = electronLog.create({ logId: `review-console-${++instances}` });
  writer.transports.console.level = false;
  writer.transports.file.setAppName(PRODUCT_NAME);
  writer.transports.file.resolvePathFn = () => file;
  writer.transports.file.format = '{text}';
  writer.transports.file.maxSize = maxSize;
  writer.transports.file.level = level === 'silent' ? false : level;
  return writer;
}

export function createLogger({
  level = 'info',
  file,
  maxSize = MAX_LOG_BYTES,
  now = () => new Date(),
}: LoggerOptions = {}): Logger {
  const writer = file ? fileTransport(file, level, maxSize) : null;
  const write = (at: LogLevel, message: string, details?: Record<string, unknown>) => {
    if (RANK[at] < RANK[level]) return;
    const suffix = details ? ` ${JSON.stringify(redact(details))}` : '';
    const line = `${now().toISOString()} [${at}] ${redactText(message)}${suffix}`;
    (at === 'error' ? console.error : at === 'warn' ? console.warn : console.log)(line);
    // electron-log reports a file it cannot write to on the console and carries on.
    writer?.[at](line);
  };
  return {
    debug: (message, details) => write('debug', message, details),
    info: (message, details) => write('info', message, details),
    warn: (message, details) => write('warn', message, details),
    error: (message, details) => write('error', message, details),
  };
}

let current: Logger = createLogger();

/** The app-wide logger, the same object from the start; start-app.ts points it at the log file. */
export const log: Logger = {
  debug: (message, details) => current.debug(message, details),
  info: (message, details) => current.info(message, details),
  warn: (message, details) => current.warn(message, details),
  error: (message, details) => current.error(message, details),
};

export function configureLogging(options: LoggerOptions): Logger {
  current = createLogger(options);
  return log;
}
