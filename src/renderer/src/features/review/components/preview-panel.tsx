// The read-only agency preview on a dark card, with its full-screen toggle (button, F, Esc).
import { ActionIcon, FocusTrap, Group, Paper, Text, Title, Tooltip } from '@mantine/core';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
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
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasFullScreen = useRef(false);
  // Leaving full screen (button, Esc or the OS) hands focus back to the toggle, not to the page top.
  useEffect(() => {
    if (wasFullScreen.current && !fullScreen) toggleRef.current?.focus();
    wasFullScreen.current = fullScreen;
  }, [fullScreen]);
  return (
    // Full screen covers the page, so Tab stays inside it until it closes.
    <FocusTrap active={fullScreen}>
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
            <ActionIcon
              ref={toggleRef}
              variant="subtle"
              color="gray.3"
              size="lg"
              aria-label={label}
              onClick={toggle}
              data-autofocus
            >
              {fullScreen ? <MinimizeIcon /> : <MaximizeIcon />}
            </ActionIcon>
          </Tooltip>
        </Group>
        {children}
      </Paper>
    </FocusTrap>
  );
}
