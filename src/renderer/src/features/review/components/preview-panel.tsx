// The read-only agency preview on a dark card, with its full-screen toggle (button, F, Esc).
import { ActionIcon, Group, Paper, Text, Title, Tooltip } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFullScreen } from '@renderer/lib/full-screen';
import { MaximizeIcon, MinimizeIcon } from './icons';

const FULL_SCREEN_STYLE: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 300,
  borderRadius: 0,
  overflow: 'auto',
};

export function PreviewPanel({ children, height }: { children: ReactNode; height?: string }) {
  const { t } = useTranslation('review');
  const { fullScreen, toggle } = useFullScreen();
  const label = fullScreen ? t('preview.exitFullScreen') : t('preview.fullScreen');
  return (
    <Paper
      component="section"
      aria-label={t('preview.title')}
      data-full-screen={fullScreen}
      bg="dark.7"
      c="gray.1"
      p="lg"
      radius="md"
      shadow="sm"
      style={fullScreen ? FULL_SCREEN_STYLE : { height, overflow: 'auto' }}
    >
      <Group justify="space-between" wrap="nowrap" mb="md">
        <div>
          <Title order={2} size="h4" c="white">
            {t('preview.title')}
          </Title>
          <Text size="xs" c="gray.5">
            {t('preview.fullScreenHint')}
          </Text>
        </div>
        <Tooltip label={label}>
          <ActionIcon variant="subtle" color="gray.3" size="lg" aria-label={label} onClick={toggle}>
            {fullScreen ? <MinimizeIcon /> : <MaximizeIcon />}
          </ActionIcon>
        </Tooltip>
      </Group>
      {children}
    </Paper>
  );
}
