// The collapsible sidebar: logo, the two queues with their counts and saved views, Open a link,
// language, settings, Logout and the user. In a narrow window the same entries are in a drawer (narrow-navigation.tsx).
import { ActionIcon, Box, Button, Divider, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ReviewerProfile } from '@shared/api/schemas';
import { BrandLogo } from '@renderer/components/brand-logo';
import { IconChevronEnd, IconChevronStart, IconLink, IconLogout } from '@renderer/components/icons';
import { LanguageSwitch } from '@renderer/components/language-switch';
import { useUiLanguage } from '@renderer/lib/i18n';
import { notifyError, notifySuccess } from '@renderer/lib/notify';
import { paths } from '@renderer/lib/paths';
import { useLogout } from '../api/logout';
import { SIDEBAR_WIDTH, useSidebarStore } from '../stores/sidebar-store';
import { OpenLinkDialog } from './open-link-dialog';
import { QueueNav } from './queue-nav';
import { SettingsMenu } from './settings-menu';
import { UserCard } from './user-card';

export function Sidebar({ profile }: { profile: ReviewerProfile }) {
  const { t } = useTranslation('layout');
  const { direction } = useUiLanguage();
  const { collapsed, toggle } = useSidebarStore();
  // "Collapse" points to the inline start, which is the right in Arabic.
  const startChevron = direction === 'rtl' ? <IconChevronEnd /> : <IconChevronStart />;
  const endChevron = direction === 'rtl' ? <IconChevronStart /> : <IconChevronEnd />;

  return (
    <Box
      component="aside"
      data-testid="sidebar"
      data-collapsed={collapsed}
      w={collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded}
      pos="fixed"
      top={0}
      bottom={0}
      style={{
        insetInlineStart: 0,
        borderInlineEnd: '1px solid var(--mantine-color-gray-3)',
        zIndex: 100,
        // A short window (or zoom) would otherwise cut off Logout and the user card.
        overflowY: 'auto',
        // An entry focused by Tab is scrolled wholly into view, its focus ring too (WCAG 2.4.11).
        scrollPaddingBlock: 'var(--mantine-spacing-md)',
      }}
      bg="white"
      p="md"
    >
      <Stack h="100%" gap="md">
        <Stack gap="xs" align={collapsed ? 'center' : 'stretch'}>
          <Box style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
            <BrandLogo size={collapsed ? 36 : 44} />
            {!collapsed && (
              <ActionIcon variant="subtle" color="gray" onClick={toggle} aria-label={t('sidebar.collapse')}>
                {startChevron}
              </ActionIcon>
            )}
          </Box>
          {collapsed && (
            <ActionIcon variant="subtle" color="gray" onClick={toggle} aria-label={t('sidebar.expand')}>
              {endChevron}
            </ActionIcon>
          )}
        </Stack>
        <SidebarEntries profile={profile} collapsed={collapsed} />
      </Stack>
    </Box>
  );
}

interface SidebarEntriesProps {
  profile: ReviewerProfile;
  collapsed: boolean;
  /** Where Settings opens its menu: beside the sidebar, or above the button in a narrow drawer. */
  settingsPosition?: 'side' | 'above';
  /** Told while a saved view's dialog is open (the narrow window's drawer leaves Esc to it). */
  onDialogChange?(open: boolean): void;
}

/**
 * Everything under the logo: the queues, then Open a link, language, settings, Logout and the user at
 * the bottom.
 */
export function SidebarEntries({
  profile,
  collapsed,
  settingsPosition = 'side',
  onDialogChange,
}: SidebarEntriesProps) {
  const { t } = useTranslation('layout');
  const logout = useLogout();
  const navigate = useNavigate();
  const [openingLink, setOpeningLink] = useState(false);

  const onLogout = async () => {
    try {
      const answer = await logout.mutateAsync();
      notifySuccess(answer.message, t('logout.success'));
      await navigate(paths.login.getHref(), { replace: true });
    } catch (error) {
      notifyError(error, t('logout.failure'));
    }
  };

  return (
    <>
      <QueueNav collapsed={collapsed} onDialogChange={onDialogChange} />

      <Stack gap="sm" mt="auto">
        <Button
          variant="subtle"
          color="gray"
          justify={collapsed ? 'center' : 'flex-start'}
          leftSection={<IconLink />}
          onClick={() => {
            setOpeningLink(true);
            onDialogChange?.(true);
          }}
          aria-label={collapsed ? t('openLink.button') : undefined}
        >
          {collapsed ? null : t('openLink.button')}
        </Button>
        <OpenLinkDialog
          opened={openingLink}
          onClose={() => {
            setOpeningLink(false);
            onDialogChange?.(false);
          }}
        />
        {!collapsed && <LanguageSwitch />}
        <SettingsMenu collapsed={collapsed} position={settingsPosition} />
        <Button
          variant="subtle"
          color="red"
          justify={collapsed ? 'center' : 'flex-start'}
          leftSection={<IconLogout />}
          onClick={() => void onLogout()}
          disabled={logout.isPending}
          aria-label={collapsed ? t('logout.button') : undefined}
        >
          {collapsed ? null : t('logout.button')}
        </Button>
        <Divider />
        <UserCard profile={profile} collapsed={collapsed} />
      </Stack>
    </>
  );
}
