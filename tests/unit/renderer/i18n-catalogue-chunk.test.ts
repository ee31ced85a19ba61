// A start in English neither downloads nor parses the Arabic catalogue: it is a chunk of its own,
// fetched when Arabic is chosen. (Its own file: the i18n instance is as at start, nothing switched it.)
import { describe, expect, it } from 'vitest';
import { i18n, initI18n, setUiLanguage } from '@renderer/lib/i18n';
import { createWebPlatform } from '@renderer/lib/platform/web-platform';

describe('the catalogues at start', () => {
  it('are English only, and Arabic comes in when it is chosen', async () => {
    await initI18n('en');
    expect(i18n.hasResourceBundle('en', 'auth')).toBe(true);
    expect(i18n.hasResourceBundle('ar', 'auth')).toBe(false);

    const language = createWebPlatform({ storage: localStorage }).language;
    await setUiLanguage('ar', language);
    expect(i18n.hasResourceBundle('ar', 'auth')).toBe(true);
    expect(i18n.t('login.title', { ns: 'auth' })).toBe('تسجيل الدخول إلى لوحة التحكم');
    expect(document.documentElement.dir).toBe('rtl');
    await setUiLanguage('en', language);
  });
});
