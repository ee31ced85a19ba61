import { describe, expect, it, vi } from 'vitest';
import { createSubmitOnce } from '@renderer/lib/submit-once';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('a submit is sent once', () => {
  it('drops a second click while the first submit is in flight', async () => {
    const guard = createSubmitOnce();
    const answer = deferred<string>();
    const send = vi.fn(() => answer.promise);
    const first = guard.run(send);
    const second = guard.run(send);
    answer.resolve('ok');
    expect(await first).toBe('ok');
    expect(await second).toBeUndefined();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('stays closed after a success, while the screen is leaving', async () => {
    const guard = createSubmitOnce();
    const send = vi.fn(async () => 'ok');
    await guard.run(send);
    expect(await guard.run(send)).toBeUndefined();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('opens again after a failure, so the reviewer can retry', async () => {
    const guard = createSubmitOnce();
    await expect(guard.run(async () => Promise.reject(new Error('500')))).rejects.toThrow('500');
    expect(guard.busy).toBe(false);
    expect(await guard.run(async () => 'ok')).toBe('ok');
  });
});
