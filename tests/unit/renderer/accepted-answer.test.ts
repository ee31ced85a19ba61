// A mutation the server carried out counts as done even when its answer cannot be read.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/result';
import { doneEvenIfUnreadable } from '@renderer/lib/api/accepted-answer';

const failing = (error: unknown) => () => Promise.reject(error);

describe('a mutation whose answer cannot be read', () => {
  it('is done when its 2xx answer was off the contract or cut off after the status', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const garbled = new ApiError({ status: 200, kind: 'invalid-response', message: 'garbled' });
    const cutOff = new ApiError({ status: 201, kind: 'network', message: 'cut off' });
    const stalled = new ApiError({ status: 200, kind: 'timeout', message: 'stalled' });
    for (const error of [garbled, cutOff, stalled])
      await expect(doneEvenIfUnreadable('Saving', failing(error))).resolves.toEqual({});
  });

  it('failed when the server refused it or never answered', async () => {
    const refused = new ApiError({ status: 500, kind: 'http', message: 'down' });
    const unreachable = new ApiError({ status: 0, kind: 'network', message: 'refused' });
    const offContract4xx = new ApiError({ status: 400, kind: 'invalid-response', message: 'odd' });
    for (const error of [refused, unreachable, offContract4xx])
      await expect(doneEvenIfUnreadable('Saving', failing(error))).rejects.toBe(error);
  });

  it('passes a readable answer through', async () => {
    await expect(
      doneEvenIfUnreadable('Saving', () => Promise.resolve({ message: 'Saved' })),
    ).resolves.toEqual({
      message: 'Saved',
    });
  });
});
