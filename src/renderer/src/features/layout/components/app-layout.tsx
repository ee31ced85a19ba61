// The guarded screens' frame: the sidebar, and the content beside it (margin 280 or 80); in a narrow
// window a top bar and a drawer instead, the content then as wide as the window.
import { Box, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { ReviewerProfile } from '@shared/api/schemas';
import { SkipLink } from '@renderer/components/skip-link';
import { CONTENT_MARGIN, useSidebarStore } from '../stores/sidebar-store';
import { KeyboardShortcutsSheet } from './keyboard-shortcuts-sheet';
import { NarrowNavigation } from './narrow-navigation';
import { Sidebar } from './sidebar';
import { UpdateNotice } from './update-notice';

const MAIN_ID = 'main-content';

/** Narrower than Mantine's sm breakpoint (768 px): a small window, or 1024 px at 200% zoom. */
function useNarrowWindow(): boolean {
  const { breakpoints } = useMantineTheme();
  // Read on the first render, so a narrow window never draws the sidebar first.
  return useMediaQuery(`(width < ${breakpoints.sm})`, false, { getInitialValueInEffect: false });
}

export function AppLayout({ profile, children }: { profile: ReviewerProfile; children: ReactNode }) {
  const collapsed = useSidebarStore((state) => state.collapsed);
  const narrow = useNarrowWindow();
  const margin = collapsed ? CONTENT_MARGIN.collapsed : CONTENT_MARGIN.expanded;
  return (
    <Box mih="100vh" bg="gray.0">
      <SkipLink targetId={MAIN_ID} />
      {narrow ? <NarrowNavigation profile={profile} /> : <Sidebar profile={profile} />}
      <KeyboardShortcutsSheet />
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        data-testid="content"
        style={{
          marginInlineStart: narrow ? 0 : margin,
          transition: 'margin-inline-start 150ms ease',
        }}
        p={narrow ? 'xs' : 'lg'}
      >
        <UpdateNotice />
        {children}
      </Box>
    </Box>
  );
}
