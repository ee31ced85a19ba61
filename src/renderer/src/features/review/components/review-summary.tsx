// Who reviews, since when, and which agency (section 2, report screen).
import { Alert, Button, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@renderer/lib/format-date';
import { useUiLanguage } from '@renderer/lib/i18n';
import { isOtherReview, useReviewDetails } from '../api/get-review-details';
import { useLoadFailureToast } from '../hooks/use-load-failure-toast';

function Fact({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  const { t } = useTranslation('report');
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {value ? (
        // Names come from the server: isolated, and wrapped however long they are.
        <Text fw={500} data-testid={testId} dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      ) : (
        <Text fw={500} data-testid={testId}>
          {t('summary.unknown')}
        </Text>
      )}
    </Stack>
  );
}

export function ReviewSummary({ agencyId, reviewId }: { agencyId: string; reviewId: string }) {
  const { t } = useTranslation('report');
  const { language } = useUiLanguage();
  const { data, error, isPending, refetch, isFetching } = useReviewDetails(agencyId);
  useLoadFailureToast(error, t('errors.detailsTitle'));

  // Another review's reviewer and dates would be read as this one's.
  if (isOtherReview(data, reviewId)) {
    return (
      <Alert color="red" title={t('errors.detailsTitle')} data-testid="other-review">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('problem.otherReviewDetails')}</Text>
          <Button size="xs" variant="light" color="red" loading={isFetching} onClick={() => void refetch()}>
            {t('errors.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (error && !data) {
    return (
      <Alert color="red" title={t('errors.detailsTitle')}>
        <Button size="xs" variant="light" color="red" loading={isFetching} onClick={() => void refetch()}>
          {t('errors.retry')}
        </Button>
      </Alert>
    );
  }
  const reviewer = [data?.reviewerId?.firstName, data?.reviewerId?.lastName].filter(Boolean).join(' ');
  return (
    <Paper withBorder p="md" radius="md" aria-busy={isPending}>
      <Skeleton visible={isPending}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Fact
            label={t('summary.agency')}
            value={data?.agencyId?.profile?.name ?? null}
            testId="report-agency"
          />
          <Fact label={t('summary.reviewer')} value={reviewer} testId="report-reviewer" />
          <Fact
            label={t('summary.startedAt')}
            value={formatDate(data?.startedAt, language, 'long')}
            testId="report-started-at"
          />
        </SimpleGrid>
      </Skeleton>
    </Paper>
  );
}
