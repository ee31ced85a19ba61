import { describe, expect, it, vi } from 'vitest';
import { logChildProcessesGone, logProcessErrors } from '@main/process-errors';
import { FakeEmitter } from '../electron-fake';

describe('errors nothing else caught in main', () => {
  it('an uncaught exception is logged with its stack', () => {
    const events = new FakeEmitter();
    const logger = { error: vi.fn() };
    logProcessErrors(events as never, logger);
    const error = new Error('kaboom');
    events.emit('uncaughtException', error, 'uncaughtException');
    expect(logger.error).toHaveBeenCalledWith('Uncaught exception in main', {
      origin: 'uncaughtException',
      error,
      stack: expect.stringContaining('kaboom'),
    });
  });

  it('an unhandled rejection is logged, whatever was thrown', () => {
    const events = new FakeEmitter();
    const logger = { error: vi.fn() };
    logProcessErrors(events as never, logger);
    events.emit('unhandledRejection', 'just a string');
    expect(logger.error).toHaveBeenCalledWith('Unhandled promise rejection in main', {
      error: 'just a string',
    });
  });

  it('a helper process that stopped is logged with its type and reason', () => {
    const app = new FakeEmitter();
    const logger = { error: vi.fn() };
    logChildProcessesGone(app as never, logger);
    app.emit('child-process-gone', {}, { type: 'GPU', reason: 'crashed', exitCode: 1 });
    expect(logger.error).toHaveBeenCalledWith('A helper process stopped', {
      type: 'GPU',
      reason: 'crashed',
      exitCode: 1,
    });
  });
});
