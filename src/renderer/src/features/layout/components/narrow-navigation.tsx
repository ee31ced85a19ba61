// In a narrow window (a small screen, or 200% zoom and more) the sidebar is a drawer that a named
// button in a top bar opens, so the content keeps the whole width and never scrolls sideways
// (WCAG 1.4.10). Mantine's Drawer keeps focus inside, closes on Esc and gives focus back.
import { ActionIcon, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { ReviewerProfile } from '@shared/api/schemas';
import { BrandLogo } from '@renderer/components/brand-logo';
import { IconMenu } from '@renderer/components/icons';
import { VIEW_PARAM } from '@renderer/lib/queue-views/saved-view-links';
import { SIDEBAR_WIDTH } from '../stores/sidebar-store';
import classes from './narrow-navigation.module.css';
import { SidebarEntries } from './sidebar';

export function NarrowNavigation({ profile }: { profile: ReviewerProfile }) {
  const { t } = useTranslation('layout');
  const [opened, { open, close }] = useDisclosure(false);
  const { pathname, search } = useLocation();
  const view = new URLSearchParams(search).get(VIEW_PARAM);
  // A queue or saved view chosen in the drawer shows at once, not behind it.
  useEffect(close, [pathname, close]);
  useEffect(() => {
    if (view !== null) close();
  }, [view, close]);
  // Esc in a saved view's dialog closes the dialog, not the drawer under it too.
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <>
      <header className={classes.bar} data-testid="narrow-bar">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={open}
          aria-label={t('sidebar.open')}
          aria-haspopup="dialog"
          aria-expanded={opened}
        >
          <IconMenu />
        </ActionIcon>
        <BrandLogo size={32} />
      </header>
      {/* "left" is the inline start: Mantine's Drawer puts it on the right in Arabic. */}
      <Drawer
        opened={opened}
        onClose={close}
        closeOnEscape={!dialogOpen}
        position="left"
        size={SIDEBAR_WIDTH.expanded}
        title={<BrandLogo size={44} />}
        classNames={{ content: classes.drawer, body: classes.body }}
        data-testid="sidebar-drawer"
      >
        <SidebarEntries
          profile={profile}
          collapsed={false}
          settingsPosition="above"
          onDialogChange={setDialogOpen}
        />
      </Drawer>
    </>
  );
}
