// The one fake platform of the renderer tests: web mode over jsdom's local storage, with any part
// replaced (usually the transport).
import { vi } from 'vitest';
import type { Platform, Transport } from '@renderer/lib/platform/platform';
import { createWebPlatform } from '@renderer/lib/platform/web-platform';

export function fakePlatform(overrides: Partial<Platform> = {}): Platform {
  const refused = vi.fn(async () => Promise.reject(new Error('No network in unit tests')));
  return { ...createWebPlatform({ storage: localStorage, fetch: refused }), ...overrides };
}

/** A transport whose `call` is a mock answering from `answers`, or refusing an unexpected call. */
export function fakeTransport(answers: Partial<Record<string, () => Promise<unknown>>>) {
  const call = vi.fn(async (endpoint: string) => {
    const answer = answers[endpoint];
    if (!answer) throw new Error(`unexpected call ${endpoint}`);
    return answer();
  });
  return { call, onAuthError: () => () => undefined } as unknown as Transport & { call: typeof call };
}
