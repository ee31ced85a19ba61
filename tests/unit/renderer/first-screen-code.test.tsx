// What a cold start of the login does not fetch before its form shows: the in-page question's Modal
// and web mode's HTTP client, asked for only once the first screen shows (the Arabic catalogue:
// i18n-catalogue-chunk.test.ts).
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@renderer/app/providers';
import { i18n, initI18n } from '@renderer/lib/i18n';
import { createQueryClient } from '@renderer/lib/query-client';
import { fakePlatform } from './fake-platform';
import { renderRoute, signedInTransport } from './render-app';

const modalChunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('@renderer/components/unsaved-changes-modal', async (importOriginal) => {
  modalChunk.loads += 1;
  return importOriginal();
});

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => vi.unstubAllGlobals());

describe('the code a cold start of the login needs', () => {
  it('starts in Arabic with its catalogue in before the first paint', async () => {
    for (const namespace of i18n.options.ns as string[]) i18n.removeResourceBundle('ar', namespace);
    await initI18n('ar');
    expect(i18n.t('login.title', { ns: 'auth' })).toBe('تسجيل الدخول إلى لوحة التحكم');
    expect(document.documentElement.dir).toBe('rtl');
    await initI18n('en');
  });

  it("fetches the in-page question's modal only when a question is asked", async () => {
    const platform = fakePlatform();
    render(
      <AppProviders platform={platform} queryClient={createQueryClient()}>
        <p>first screen</p>
      </AppProviders>,
    );
    await screen.findByText('first screen');
    expect(modalChunk.loads).toBe(0);

    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = platform.dialogs.inPage!.ask();
    });
    expect(await screen.findByRole('dialog', { name: 'Unsaved Changes' })).toBeInTheDocument();
    expect(modalChunk.loads).toBe(1);
    act(() => platform.dialogs.inPage!.answer(true));
    expect(await answer).toBe(true);
  });

  it('warms the HTTP client up, and fetches the modal, once the first screen shows and the page is idle', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const transport = { ...signedInTransport(), warmUp: vi.fn(async () => undefined) };
    const warmUp = vi.spyOn(transport, 'warmUp');

    const view = renderRoute('/login', undefined, transport);
    expect(warmUp).not.toHaveBeenCalled();
    await screen.findByRole('heading', { level: 1, name: 'Login to your Dashboard' });
    await waitFor(() => expect(idle.length).toBeGreaterThan(0));
    expect(warmUp).not.toHaveBeenCalled();

    idle.forEach((run) => run());
    expect(warmUp).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(modalChunk.loads).toBe(1));
    view.unmount();
  });
});
