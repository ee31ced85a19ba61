import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewConsoleBridge } from '@shared/ipc/contract';
import { i18n, setUiLanguage } from '@renderer/lib/i18n';
import { LANGUAGE_STORAGE_KEY } from '@renderer/lib/language-storage';
import { createDesktopPlatform } from '@renderer/lib/platform/desktop-platform';
import { createWebPlatform } from '@renderer/lib/platform/web-platform';
import { renderRoute } from './render-app';

beforeEach(() => {
  localStorage.clear();
});

describe('the UI language', () => {
  it('starts in English, left to right', () => {
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.t('login.title', { ns: 'auth' })).toBe('Login to your Dashboard');
  });

  const web = () => createWebPlatform({ storage: localStorage }).language;

  it('switches to Arabic right to left, and back', async () => {
    await setUiLanguage('ar', web());
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('login.title', { ns: 'auth' })).toBe('تسجيل الدخول إلى لوحة التحكم');

    await setUiLanguage('en', web());
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('is remembered in local storage in web mode', async () => {
    await setUiLanguage('ar', web());
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(await web().load()).toBe('ar');
  });

  it('is kept by main through the bridge on the desktop', async () => {
    const language = { get: vi.fn(async () => 'ar' as const), set: vi.fn(async (l: 'en' | 'ar') => l) };
    const desktop = createDesktopPlatform({
      language,
      app: { onUpdateReady: () => () => undefined },
      onAuthError: () => () => undefined,
    } as unknown as ReviewConsoleBridge);

    expect(await desktop.language.load()).toBe('ar');
    await setUiLanguage('ar', desktop.language);
    expect(language.set).toHaveBeenCalledWith('ar');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('falls back to English for an unknown stored value', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(await web().load()).toBe('en');
  });

  it('is switched from the screen: the title is translated and the page turns right to left', async () => {
    renderRoute('/login');
    expect(await screen.findByRole('heading', { name: 'Login to your Dashboard' })).toBeInTheDocument();

    fireEvent.click(screen.getByText('العربية'));

    expect(await screen.findByRole('heading', { name: 'تسجيل الدخول إلى لوحة التحكم' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    await act(() => setUiLanguage('en', web()));
  });
});
