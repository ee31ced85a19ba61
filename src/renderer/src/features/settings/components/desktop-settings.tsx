// Settings → Desktop (the desktop app only): the count of reviews waiting on the dock or taskbar, and
// notifications when new reviews arrive while the console is in the background.
import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDesktopPreferences } from '@renderer/lib/hooks/use-desktop-preferences';
import type { DesktopPreferences } from '@renderer/lib/preferences/desktop-preferences';

export function DesktopSettings() {
  const { t } = useTranslation('settings');
  const { value, loaded, change } = useDesktopPreferences();
  const set = (next: Partial<DesktopPreferences>) =>
    void change((current) => ({ ...current, ...next })).catch(() => {});
  return (
    <Stack gap="lg">
      {/* Named by the label alone (Mantine's label element also holds the description, which
          stays the switch's description). */}
      <Switch
        label={t('desktop.queueCount')}
        aria-label={t('desktop.queueCount')}
        description={t('desktop.queueCountDescription')}
        checked={value.queueCount}
        onChange={(event) => set({ queueCount: event.currentTarget.checked })}
        disabled={!loaded}
        data-testid="queue-count-switch"
      />
      <Switch
        label={t('desktop.notifications')}
        aria-label={t('desktop.notifications')}
        description={t('desktop.notificationsDescription')}
        checked={value.notifyNewReviews}
        onChange={(event) => set({ notifyNewReviews: event.currentTarget.checked })}
        disabled={!loaded}
        data-testid="notifications-switch"
      />
    </Stack>
  );
}
