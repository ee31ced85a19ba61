import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import electronLog from 'electron-log/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  configureLogging,
  createLogger,
  log as appLog,
  MAX_LOG_BYTES,
  redact,
  redactText,
  setUpLogging,
} from '@main/logging';

const logFileIn = () => join(mkdtempSync(join(tmpdir(), 'log-')), 'logs', 'main.log');
const quiet = () => {
  for (const method of ['log', 'warn', 'error'] as const)
    vi.spyOn(console, method).mockImplementation(() => {});
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the log', () => {
  it('never contains cookies, CSRF tokens, passwords or bodies', () => {
    expect(
      redact({
        cookie: 'sid=1',
        csrfToken: 't',
        password: 'p',
        body: { email: 'a' },
        nested: { Authorization: 'Bearer x', endpoint: 'login' },
        cookies: [{ name: 'rc_session', value: 'secret', token: 'x' }],
        status: 401,
      }),
    ).toEqual({
      cookie: '[redacted]',
      csrfToken: '[redacted]',
      password: '[redacted]',
      body: '[redacted]',
      nested: { Authorization: '[redacted]', endpoint: 'login' },
      cookies: '[redacted]',
      status: 401,
    });
    expect(redact({ list: [{ password: 'p', id: 1 }, 'text'] })).toEqual({
      list: [{ password: '[redacted]', id: 1 }, 'text'],
    });
  });

  it('never contains OTPs, reviewers’ notes or conclusions, API keys or credentials', () => {
    expect(
      redact({
        otp: '123456',
        otpCode: '123456',
        note: 'the address looks forged',
        fieldNotes: ['n'],
        conclusion: 'rejected because…',
        apiKey: 'k',
        'x-api-key': 'k',
        credentials: { user: 'u' },
        newPassword: 'p',
        setCookie: 'sid=1',
        reviewId: 'r1',
      }),
    ).toEqual({
      otp: '[redacted]',
      otpCode: '[redacted]',
      note: '[redacted]',
      fieldNotes: '[redacted]',
      conclusion: '[redacted]',
      apiKey: '[redacted]',
      'x-api-key': '[redacted]',
      credentials: '[redacted]',
      newPassword: '[redacted]',
      setCookie: '[redacted]',
      reviewId: 'r1',
    });
  });

  it('never contains secrets carried inside text: URL passwords, secret query parameters, bearer tokens', () => {
    expect(redactText('GET https://it:s3cret@api.example.com/x?token=abc&page=2#otp=999')).toBe(
      'GET https://[redacted]@api.example.com/x?token=[redacted]&page=2#otp=[redacted]',
    );
    expect(redactText('Authorization: Bearer eyJhbGciOi.x-y_z')).toBe('Authorization: Bearer [redacted]');
    expect(
      redact({ url: 'https://a.example/reset?resetCode=42', error: new Error('bad https://u:p@h/') }),
    ).toEqual({
      url: 'https://a.example/reset?resetCode=[redacted]',
      error: 'bad https://[redacted]@h/',
    });
  });

  it('redacts the message itself too', () => {
    const file = logFileIn();
    quiet();
    createLogger({ file }).warn('Could not fetch https://u:hunter2@api.example.com/');
    expect(readFileSync(file, 'utf8')).not.toContain('hunter2');
  });

  it('writes lines at or above its level to the console and the log file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'log-')), 'logs', 'main.log');
    const info = vi.spyOn(console, 'log').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const log = createLogger({ level: 'warn', file, now: () => new Date(0) });
    log.info('not shown');
    log.warn('Could not reach the server', { password: 'hunter2' });
    expect(info).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    const text = readFileSync(file, 'utf8');
    expect(text).toBe(
      '1970-01-01T00:00:00.000Z [warn] Could not reach the server {"password":"[redacted]"}\n',
    );
    info.mockRestore();
    warn.mockRestore();
  });
});

describe('the log file', () => {
  it('rotates past its size cap, keeping one archive beside it', () => {
    const file = logFileIn();
    quiet();
    const log = createLogger({ file, maxSize: 2_000 });
    for (let i = 0; i < 60; i += 1) log.info(`line ${i} ${'x'.repeat(80)}`);
    const archive = file.replace(/main\.log$/, 'main.old.log');
    expect(existsSync(archive)).toBe(true);
    expect(statSync(file).size).toBeLessThanOrEqual(2_000 + 200);
    expect(readFileSync(file, 'utf8')).toContain('line 59');
    expect(readFileSync(archive, 'utf8')).not.toContain('line 59');
  });

  it('is capped at 5 MB by default: a larger write rotates it', () => {
    expect(MAX_LOG_BYTES).toBe(5 * 1024 * 1024);
    const file = logFileIn();
    quiet();
    const log = createLogger({ file });
    const archive = file.replace(/main\.log$/, 'main.old.log');
    const chunk = 'y'.repeat(64 * 1024);
    // Bounded, so a smaller cap fails the test instead of looping forever.
    for (let i = 0; i < 200 && (!existsSync(file) || statSync(file).size <= MAX_LOG_BYTES); i += 1)
      log.info(chunk);
    expect(statSync(file).size).toBeGreaterThan(MAX_LOG_BYTES);
    expect(existsSync(archive)).toBe(false);
    log.info('after the cap');
    expect(statSync(archive).size).toBeGreaterThan(MAX_LOG_BYTES);
    expect(readFileSync(file, 'utf8')).toMatch(/after the cap\n$/);
    expect(statSync(file).size).toBeLessThan(1_000);
  });

  it('continues an existing file across restarts, rotating once it is full', () => {
    const file = logFileIn();
    quiet();
    createLogger({ file }).info('first run');
    createLogger({ file }).info('second run');
    expect(readFileSync(file, 'utf8')).toMatch(/first run\n.*second run\n$/);
  });

  it('never takes the app down when it cannot be written', () => {
    const dir = mkdtempSync(join(tmpdir(), 'log-'));
    writeFileSync(join(dir, 'logs'), 'a file where the folder should be');
    quiet();
    const undo = setUpLogging(electronLog);
    expect(() => createLogger({ file: join(dir, 'logs', 'main.log') }).error('still fine')).not.toThrow();
    undo();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("Can't write to"));
  });

  it('is what the app-wide `log` writes to once configured, even when taken earlier', () => {
    const file = logFileIn();
    quiet();
    const taken = appLog;
    configureLogging({ file });
    taken.info('configured later');
    configureLogging({ level: 'silent' });
    expect(readFileSync(file, 'utf8')).toContain('configured later');
  });
});

describe('setting logging up', () => {
  it('changes nothing in electron-log when the module is imported', async () => {
    const before = electronLog.transports.console.writeFn;
    vi.resetModules();
    await import('../../../../src/main/logging');
    expect(electronLog.transports.console.writeFn).toBe(before);
  });

  it("sends electron-log's own trouble to the console as one warning line, until undone", () => {
    const original = vi.fn();
    const library = { transports: { console: { writeFn: original } } };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const undo = setUpLogging(library);
    expect(library.transports.console.writeFn).not.toBe(original);
    library.transports.console.writeFn({ message: { data: ["Can't write to", '/x/main.log'] } });
    expect(warn).toHaveBeenCalledExactlyOnceWith("Can't write to /x/main.log");
    undo();
    expect(library.transports.console.writeFn).toBe(original);
  });
});
