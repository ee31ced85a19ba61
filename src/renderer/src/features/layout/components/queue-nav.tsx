// The sidebar's queues with their open-review counts, each with its saved views under it (not in the
// collapsed sidebar, where each queue is its icon alone).
import { Badge, Box, NavLink, Stack, Tooltip, VisuallyHidden } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { IconBuildings, IconRefreshProfile } from '@renderer/components/icons';
import { useDashboardStats } from '@renderer/lib/api/review-lists';
import { paths } from '@renderer/lib/paths';
import { viewIdOf } from '@renderer/lib/queue-views/saved-view-links';
import { SavedViewList } from './saved-view-list';

interface QueueNavProps {
  collapsed: boolean;
  /** Told while a saved view's dialog is open (the narrow window's drawer leaves Esc to it). */
  onDialogChange?(open: boolean): void;
}

export function QueueNav({ collapsed, onDialogChange }: QueueNavProps) {
  const { t } = useTranslation('layout');
  const location = useLocation();
  const stats = useDashboardStats();
  // A count that could not be read is said to be unavailable, never shown as 0.
  const countOf = (key: 'agencyTab' | 'totalUpdatedProfiles') =>
    stats.isError ? null : stats.isPending ? undefined : (stats.data[key] ?? null);
  const entries = [
    {
      queue: 'agencies',
      to: paths.agencies.getHref(),
      label: t('nav.agencies'),
      icon: <IconBuildings />,
      count: countOf('agencyTab'),
    },
    {
      queue: 'updatedProfiles',
      to: paths.updatedProfiles.getHref(),
      label: t('nav.updatedProfiles'),
      icon: <IconRefreshProfile />,
      count: countOf('totalUpdatedProfiles'),
    },
  ] as const;
  const countText = (count: number | null) => (count === null ? t('nav.countUnavailable') : String(count));
  return (
    <Box component="nav" aria-label={t('nav.label')}>
      <Stack gap={4}>
        {entries.map((entry) => (
          <Fragment key={entry.to}>
            <Tooltip label={entry.label} position="right" disabled={!collapsed}>
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
                // While one of its saved views shows, the view is the current entry, not the queue.
                aria-current={viewIdOf(location, entry.queue) === null ? 'page' : 'false'}
                data-queue-link={entry.queue}
                leftSection={entry.icon}
                rightSection={
                  collapsed || entry.count === undefined ? undefined : (
                    <NavCount count={entry.count} unavailable={t('nav.countUnavailable')} />
                  )
                }
                styles={{ root: { borderRadius: 8 } }}
              />
            </Tooltip>
            {!collapsed && (
              <SavedViewList
                queue={entry.queue}
                queueLabel={entry.label}
                onDeleted={() => focusQueueLink(entry.queue)}
                onDialogChange={onDialogChange}
              />
            )}
          </Fragment>
        ))}
      </Stack>
    </Box>
  );
}

/** The queue's own entry, where focus goes once one of its saved views is deleted. */
const focusQueueLink = (queue: string) =>
  document.querySelector<HTMLElement>(`[data-queue-link="${queue}"]`)?.focus();

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
