// The read-only agency preview on a dark card, with its full-screen toggle (button, F, Esc). It
// scrolls on its own (beside the field list, and full screen), so the current field's section can be
// brought into view without moving the page; a click on a section makes its field current. Full
// screen keeps the focus: Tab stays inside and the page behind is inert until it closes.
import { ActionIcon, FocusTrap, Group, Paper, Text, Title, Tooltip } from '@mantine/core';
import { useEffect, useRef, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { inertOutside, useFullScreen } from '@renderer/lib/full-screen';
import { useCurrentFieldControl } from '../hooks/use-current-field';
import { MaximizeIcon, MinimizeIcon } from './icons';

const FULL_SCREEN_STYLE: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 300,
  borderRadius: 0,
  overflow: 'auto',
};

/** Beside the fields, without a height of its own: the window's height below the sticky offset, at most. */
const COLUMN_MAX_HEIGHT = 'calc(100vh - 32px)';

export function PreviewPanel({ children, height }: { children: ReactNode; height?: string }) {
  const { t } = useTranslation('review');
  const { fullScreen, toggle } = useFullScreen();
  const label = fullScreen ? t('preview.exitFullScreen') : t('preview.fullScreen');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const wasFullScreen = useRef(false);
  const current = useCurrentFieldControl();
  // Leaving full screen (button, Esc or the OS) hands focus back to the toggle, not to the page top.
  useEffect(() => {
    if (wasFullScreen.current && !fullScreen) toggleRef.current?.focus();
    wasFullScreen.current = fullScreen;
  }, [fullScreen]);
  // Full screen is a page of its own: nothing behind it takes focus, clicks or a screen reader.
  useEffect(
    () => (fullScreen && panelRef.current ? inertOutside(panelRef.current) : undefined),
    [fullScreen],
  );
  // The innermost section clicked (a case study, not its service card).
  const chooseSection = (event: MouseEvent) => {
    const section = (event.target as Element).closest<HTMLElement>('[data-preview-anchor]');
    const anchor = section?.dataset.previewAnchor;
    if (anchor) current?.chooseAnchor(anchor);
  };
  return (
    // Full screen covers the page, so Tab stays inside it until it closes. (The trap sets the panel's
    // ref: the panel is reached through innerRef.)
    <FocusTrap active={fullScreen} innerRef={panelRef}>
      <Paper
        component="section"
        aria-label={t('preview.title')}
        data-full-screen={fullScreen}
        bg="dark.7"
        c="gray.1"
        p="lg"
        radius="md"
        shadow="sm"
        style={
          fullScreen
            ? FULL_SCREEN_STYLE
            : { height, maxHeight: height ?? COLUMN_MAX_HEIGHT, overflow: 'auto' }
        }
        data-preview-scroller
        onClick={chooseSection}
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
