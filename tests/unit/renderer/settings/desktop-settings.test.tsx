import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@renderer/app/providers';
import { DesktopSettings } from '@renderer/features/settings/components/desktop-settings';
import { SettingsPage } from '@renderer/features/settings/components/settings-page';
import { initI18n } from '@renderer/lib/i18n';
import { LOCAL_DATA_STORAGE_PREFIX } from '@renderer/lib/local-data/local-data';
import type { Platform } from '@renderer/lib/platform/platform';
import {
  DEFAULT_DESKTOP_PREFERENCES,
  desktopPreferencesDocument,
} from '@renderer/lib/preferences/desktop-preferences';
import { createQueryClient } from '@renderer/lib/query-client';
import { fakePlatform } from '../fake-platform';
import { signedInTransport } from '../render-app';

const owner = 'reviewer@demo.test';
const storageKey = `${LOCAL_DATA_STORAGE_PREFIX}desktop-preferences.${owner}`;
const stored = () => JSON.parse(localStorage.getItem(storageKey) ?? 'null');

const desktopPlatform = () =>
  fakePlatform({
    transport: signedInTransport(),
    reviewsWaiting: { show: vi.fn(async () => undefined), onOpenQueue: () => () => undefined },
  });

function renderIn(platform: Platform, node = <DesktopSettings />) {
  return render(
    <AppProviders platform={platform} queryClient={createQueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </AppProviders>,
  );
}

const countSwitch = () =>
  screen.getByRole('switch', { name: 'Show the number of reviews waiting on the dock or taskbar' });
const notificationsSwitch = () => screen.getByRole('switch', { name: 'Notify me when new reviews arrive' });

describe("the reviewer's desktop preferences, as stored", () => {
  const parse = desktopPreferencesDocument.parse;

  it('show the count and send no notification by default', () => {
    expect(desktopPreferencesDocument.empty).toEqual({ queueCount: true, notifyNewReviews: false });
    expect(parse({})).toEqual(DEFAULT_DESKTOP_PREFERENCES);
  });

  it('read back each choice, and drop a bad value field by field', () => {
    expect(parse({ queueCount: false, notifyNewReviews: true })).toEqual({
      queueCount: false,
      notifyNewReviews: true,
    });
    expect(parse({ queueCount: 'no', notifyNewReviews: true })).toEqual({
      queueCount: true,
      notifyNewReviews: true,
    });
    for (const value of [null, 'on', [true, true], 7])
      expect(parse(value)).toEqual(DEFAULT_DESKTOP_PREFERENCES);
  });
});

describe('Settings → Desktop', () => {
  it('saves both switches for the signed-in reviewer, read back after a remount', async () => {
    localStorage.clear();
    const { unmount } = renderIn(desktopPlatform());
    await waitFor(() => expect(countSwitch()).toBeEnabled());
    expect(countSwitch()).toBeChecked();
    expect(notificationsSwitch()).not.toBeChecked();

    fireEvent.click(countSwitch());
    await waitFor(() => expect(stored()).toEqual({ queueCount: false, notifyNewReviews: false }));
    fireEvent.click(notificationsSwitch());
    await waitFor(() => expect(stored()).toEqual({ queueCount: false, notifyNewReviews: true }));
    unmount();

    renderIn(desktopPlatform());
    await waitFor(() => expect(notificationsSwitch()).toBeChecked());
    expect(countSwitch()).not.toBeChecked();
  });

  it("keeps one reviewer's switches away from another reviewer on the same machine", async () => {
    localStorage.clear();
    localStorage.setItem(
      `${LOCAL_DATA_STORAGE_PREFIX}desktop-preferences.someone-else@demo.test`,
      JSON.stringify({ queueCount: false, notifyNewReviews: true }),
    );
    renderIn(desktopPlatform());
    await waitFor(() => expect(countSwitch()).toBeEnabled());
    expect(countSwitch()).toBeChecked();
    expect(notificationsSwitch()).not.toBeChecked();
  });

  it('is a section of the Settings page on the desktop only', async () => {
    localStorage.clear();
    const { unmount } = renderIn(desktopPlatform(), <SettingsPage />);
    expect(screen.getByRole('region', { name: 'Desktop' })).toBeInTheDocument();
    expect(countSwitch()).toBeInTheDocument();
    unmount();
    renderIn(fakePlatform({ transport: signedInTransport() }), <SettingsPage />);
    expect(screen.getByRole('region', { name: 'Reviewing' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Desktop' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('is labelled in Arabic', async () => {
    localStorage.clear();
    await initI18n('ar');
    renderIn(desktopPlatform(), <SettingsPage />);
    expect(screen.getByRole('region', { name: 'سطح المكتب' })).toBeInTheDocument();
    const count = screen.getByRole('switch', {
      name: 'إظهار عدد المراجعات المنتظرة على شريط المهام أو Dock',
    });
    await waitFor(() => expect(count).toBeEnabled());
    expect(screen.getByRole('switch', { name: 'إشعاري عند وصول مراجعات جديدة' })).not.toBeChecked();
  });
});
