// Web mode's HTTP client (the client core and every answer's schema) is a chunk of its own, which the
// login form does not wait for: the first call loads it, and a failed download fails only that call.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/result';

afterEach(() => {
  vi.doUnmock('@shared/api/client');
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("web mode's HTTP client", () => {
  it('not downloaded, fails the call as a network error; the next call loads it again', async () => {
    let downloads = 0;
    vi.doMock('@shared/api/client', async (importOriginal) => {
      downloads += 1;
      if (downloads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const fetch = vi.fn(async () => Response.json({ csrfToken: 'token-1' }));
    vi.stubGlobal('fetch', fetch);
    const { createWebTransport } = await import('@renderer/lib/platform/web-platform');
    const transport = createWebTransport();

    const error = await transport.call('csrfToken').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, kind: 'network' });
    expect(fetch).not.toHaveBeenCalled();

    await expect(transport.call('csrfToken')).resolves.toEqual({ csrfToken: 'token-1' });
    expect(fetch).toHaveBeenCalledOnce();
  });
});
