// The guarded screens' frame: the sidebar, and the content beside it (margin 280 or 80).
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ReviewerProfile } from '@shared/api/schemas';
import { SkipLink } from '@renderer/components/skip-link';
import { CONTENT_MARGIN, useSidebarStore } from '../stores/sidebar-store';
import { KeyboardShortcutsSheet } from './keyboard-shortcuts-sheet';
import { Sidebar } from './sidebar';
import { UpdateNotice } from './update-notice';

const MAIN_ID = 'main-content';

export function AppLayout({ profile, children }: { profile: ReviewerProfile; children: ReactNode }) {
  const collapsed = useSidebarStore((state) => state.collapsed);
  return (
    <Box mih="100vh" bg="gray.0">
      <SkipLink targetId={MAIN_ID} />
      <Sidebar profile={profile} />
      <KeyboardShortcutsSheet />
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        data-testid="content"
        style={{
          marginInlineStart: collapsed ? CONTENT_MARGIN.collapsed : CONTENT_MARGIN.expanded,
          transition: 'margin-inline-start 150ms ease',
        }}
        p="lg"
      >
        <UpdateNotice />
        {children}
      </Box>
    </Box>
  );
}
