// `/settings`: the reviewer's own settings on this machine, one section each.
import { Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '@renderer/lib/platform/platform-context';
import { DesktopSettings } from './desktop-settings';
import { ReviewFlowSettings } from './review-flow-settings';
import { SnippetSettings } from './snippet-settings';

export function SettingsPage() {
  const { t } = useTranslation('settings');
  // The dock, the taskbar and the OS's notifications are the desktop app's.
  const desktop = usePlatform().reviewsWaiting !== null;
  return (
    <Stack
      component="section"
      gap="lg"
      p={{ base: 'md', md: 'xl' }}
      aria-labelledby="settings-title"
      maw={960}
    >
      <Title order={1} id="settings-title">
        {t('title')}
      </Title>
      <SettingsSection title={t('sections.reviewing')}>
        <ReviewFlowSettings />
      </SettingsSection>
      <SettingsSection title={t('sections.snippets')}>
        <SnippetSettings />
      </SettingsSection>
      {desktop && (
        <SettingsSection title={t('sections.desktop')}>
          <DesktopSettings />
        </SettingsSection>
      )}
    </Stack>
  );
}

function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
