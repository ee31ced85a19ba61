// Why a conclusion was not sent, or why its outcome is not known, with Retry: the form's own submit,
// so Retry checks the review again before sending anything.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '@shared/api/result';
import type { ConclusionProblem } from '../lib/conclusion-standing';

export function ConclusionProblemNotice({ problem }: { problem: ConclusionProblem }) {
  const { t } = useTranslation('report');
  const detail = 'error' in problem ? serverMessageOf(problem.error) : undefined;
  return (
    <Alert
      color="red"
      role="alert"
      title={t(`problem.${problem.kind}.title`)}
      data-testid="conclusion-problem"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(`problem.${problem.kind}.text`)}</Text>
        {detail && (
          <Text size="sm" dir="auto">
            {detail}
          </Text>
        )}
        {/* Another review's details answer the same way again: Retry could only fail. */}
        {problem.kind !== 'otherReview' && (
          <Button type="submit" size="xs" variant="light" color="red">
            {t('errors.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
