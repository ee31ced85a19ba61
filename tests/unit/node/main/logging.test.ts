import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createLogger, redact } from '../../../../src/main/logging';

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
