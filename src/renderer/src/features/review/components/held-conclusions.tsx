// In the layout, on every screen: the conclusion in its undo window (a bar with the time left, Undo and
// Send now), and what became of held conclusions that were not sent (until dismissed).
import { Alert, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isolate } from '@renderer/lib/bidi';
import { focusPageHeading } from '@renderer/lib/focus-page-heading';
import { paths } from '@renderer/lib/paths';
import { onSessionEnding } from '@renderer/lib/session-ending';
import { useHeldActions } from '../hooks/use-held-actions';
import { useLeftoverHeldConclusions } from '../hooks/use-leftover-held-conclusions';
import { useHeldConclusion, type HeldNotice, type LiveHold } from '../stores/held-conclusion-store';

export function HeldConclusions() {
  useLeftoverHeldConclusions();
  // Mounted for as long as the session: its end (Logout pressed, a 401) sends nothing more for them.
  useEffect(() => {
    const stop = onSessionEnding(() => useHeldConclusion.getState().abandon());
    return () => {
      stop();
      useHeldConclusion.getState().abandon();
    };
  }, []);
  const held = useHeldConclusion((state) => state.held);
  const notices = useHeldConclusion((state) => state.notices);
  return (
    <>
      {/* In the page from the start, so screen readers hear what is put in it. */}
      <VisuallyHidden role="status">
        {held && <HeldAnnouncement key={held.reviewId} held={held} />}
      </VisuallyHidden>
      {notices.map((notice) => (
        <HeldNoticeAlert key={notice.reviewId} notice={notice} />
      ))}
      {held && <HeldBar key={held.reviewId} held={held} />}
    </>
  );
}

/** Whole seconds left, counted down once a second. */
function useSecondsLeft(deadline: number) {
  const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(left()), 250);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deadline]);
  return seconds;
}

/** Said once as the window opens; the bar's count changes silently. */
function HeldAnnouncement({ held }: { held: LiveHold }) {
  const { t } = useTranslation('report');
  const [count] = useState(() => Math.ceil((held.deadline - Date.now()) / 1000));
  return held.agencyName
    ? t('held.announce', { name: isolate(held.agencyName), count })
    : t('held.announceUnnamed', { count });
}

function HeldBar({ held }: { held: LiveHold }) {
  const { t } = useTranslation('report');
  const seconds = useSecondsLeft(held.deadline);

  const actions = useHeldActions();
  const name = held.agencyName ? isolate(held.agencyName) : null;
  return (
    <Paper
      component="section"
      aria-label={t('held.region')}
      data-testid="held-conclusion"
      shadow="md"
      withBorder
      radius="md"
      p="sm"
      bg="dark.7"
      c="white"
      pos="fixed"
      bottom={16}
      left="50%"
      style={{ transform: 'translateX(-50%)', zIndex: 300, maxWidth: 'calc(100vw - 2rem)' }}
    >
      <Group gap="sm" wrap="wrap" justify="center">
        <Text size="sm" aria-hidden data-testid="held-countdown">
          {name
            ? t('held.counting', { name, count: seconds })
            : t('held.countingUnnamed', { count: seconds })}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="white" color="dark" onClick={() => void actions.undo()}>
            {t('held.undo')}
          </Button>
          <Button size="xs" variant="filled" color="teal.9" onClick={actions.sendNow}>
            {t('held.sendNow')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

function HeldNoticeAlert({ notice }: { notice: HeldNotice }) {
  const { t } = useTranslation('report');
  const dismiss = useHeldConclusion((state) => state.dismiss);
  const name = notice.agencyName ? isolate(notice.agencyName) : null;
  const kind = notice.kind;
  return (
    <Alert
      color={kind === 'closedWhileSending' || kind === 'outcomeUnknown' ? 'orange' : 'red'}
      title={t(`held.${kind}.title`)}
      m="md"
      mb={0}
      data-testid="held-notice"
      data-kind={kind}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{name ? t(`held.${kind}.text`, { name }) : t(`held.${kind}.textUnnamed`)}</Text>
        {notice.detail && (
          <Text size="sm" dir="auto">
            {notice.detail}
          </Text>
        )}
        <Group gap="xs">
          <Button
            component={Link}
            size="xs"
            variant="light"
            to={paths.reviewReport.getHref(notice.agencyId, notice.reviewId, notice.source)}
            onClick={() => dismiss(notice.reviewId)}
          >
            {t('held.openReport')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            onClick={() => {
              dismiss(notice.reviewId);
              // The notice goes: reading goes on at the screen's heading, not at the page's start.
              focusPageHeading();
            }}
          >
            {t('held.dismiss')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** On the report of the conclusion being held (or sent from its window): why it is read-only. */
export function HeldOnReport({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation('report');
  const actions = useHeldActions();
  const stillHeld = useHeldConclusion((state) => state.held?.reviewId === reviewId);
  if (!stillHeld)
    return (
      <Alert color="blue" data-testid="held-on-report">
        <Text size="sm">{t('held.sending')}</Text>
      </Alert>
    );
  return (
    <Alert color="blue" data-testid="held-on-report">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('held.onReport')}</Text>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => void actions.undo()}>
            {t('held.undo')}
          </Button>
          <Button size="xs" onClick={actions.sendNow}>
            {t('held.sendNow')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
