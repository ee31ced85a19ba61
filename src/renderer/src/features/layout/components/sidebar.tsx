// The collapsible sidebar: logo, the two queues with their counts, language, settings, Logout and the
// user. In a narrow window the same entries are in a drawer (narrow-navigation.tsx).
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Divider,
  NavLink,
  Stack,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useNavigate } from 'react-router-dom';
import type { ReviewerProfile } from '@shared/api/schemas';
import { BrandLogo } from '@renderer/components/brand-logo';
import {
  IconBuildings,
  IconChevronEnd,
  IconChevronStart,
  IconLogout,
  IconRefreshProfile,
} from '@renderer/components/icons';
import { LanguageSwitch } from '@renderer/components/language-switch';
import { useDashboardStats } from '@renderer/lib/api/review-lists';
import { useUiLanguage } from '@renderer/lib/i18n';
import { notifyError, notifySuccess } from '@renderer/lib/notify';
import { paths } from '@renderer/lib/paths';
import { useLogout } from '../api/logout';
import { SIDEBAR_WIDTH, useSidebarStore } from '../stores/sidebar-store';
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
}

/** Everything under the logo: the queues, then language, settings, Logout and the user at the bottom. */
export function SidebarEntries({ profile, collapsed, settingsPosition = 'side' }: SidebarEntriesProps) {
  const { t } = useTranslation('layout');
  const stats = useDashboardStats();
  const logout = useLogout();
  const navigate = useNavigate();

  const onLogout = async () => {
    try {
      const answer = await logout.mutateAsync();
      notifySuccess(answer.message, t('logout.success'));
      await navigate(paths.login.getHref(), { replace: true });
    } catch (error) {
      notifyError(error, t('logout.failure'));
    }
  };

  // A count that could not be read is said to be unavailable, never shown as 0.
  const countOf = (key: 'agencyTab' | 'totalUpdatedProfiles') =>
    stats.isError ? null : stats.isPending ? undefined : (stats.data[key] ?? null);
  const entries = [
    {
      to: paths.agencies.getHref(),
      label: t('nav.agencies'),
      icon: <IconBuildings />,
      count: countOf('agencyTab'),
    },
    {
      to: paths.updatedProfiles.getHref(),
      label: t('nav.updatedProfiles'),
      icon: <IconRefreshProfile />,
      count: countOf('totalUpdatedProfiles'),
    },
  ];
  const countText = (count: number | null) => (count === null ? t('nav.countUnavailable') : String(count));
  return (
    <>
      <Box component="nav" aria-label={t('nav.label')}>
        <Stack gap={4}>
          {entries.map((entry) => (
            <Tooltip key={entry.to} label={entry.label} position="right" disabled={!collapsed}>
              <NavLink
                component={RouterNavLink}
                to={entry.to}
                end
                label={collapsed ? undefined : entry.label}
                aria-label={
                  collapsed && entry.count !== undefined
                    ? `${entry.label} (${countText(entry.count)})`
                    : undefined
                }
                leftSection={entry.icon}
                rightSection={
                  collapsed || entry.count === undefined ? undefined : (
                    <NavCount count={entry.count} unavailable={t('nav.countUnavailable')} />
                  )
                }
                styles={{ root: { borderRadius: 8 } }}
              />
            </Tooltip>
          ))}
        </Stack>
      </Box>

      <Stack gap="sm" mt="auto">
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

/** A queue's open reviews, or a dash named "count unavailable" when the stats could not be read. */
function NavCount({ count, unavailable }: { count: number | null; unavailable: string }) {
  if (count !== null)
    return (
      <Badge size="sm" variant="light" data-testid="nav-count">
        {count}
      </Badge>
    );
  return (
    <Tooltip label={unavailable}>
      <Badge size="sm" variant="light" color="red" data-testid="nav-count">
        <span aria-hidden>–</span>
        <VisuallyHidden>{unavailable}</VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}
