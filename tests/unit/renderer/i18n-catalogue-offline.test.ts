// A start in Arabic whose catalogue chunk cannot be fetched (a browser tab gone offline, a build
// replaced on the server) starts in English and says why in the console, instead of leaving the window
// blank.
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@renderer/lib/i18n-ar', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => vi.restoreAllMocks());

describe('a start in a language whose catalogue cannot be fetched', () => {
  it('starts in English, left to right', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A fresh i18n module and a page without a language, as at start: setup.ts has started the
    // shared module in English already.
    vi.resetModules();
    const { i18n, initI18n } = await import('@renderer/lib/i18n');
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('dir');
    await initI18n('ar');
    expect(i18n.language).toBe('en');
    expect(i18n.t('login.title', { ns: 'auth' })).toBe('Login to your Dashboard');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
    expect(logged).toHaveBeenCalledWith(
      'The ar catalogue could not be loaded: starting in English',
      expect.any(Error),
    );
  });
});
