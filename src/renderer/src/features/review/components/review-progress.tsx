// The line above the fields, kept in view: how many fields, how many invalid, how many still need a
// note, and "Go to first problem". It alone watches the form's values: a keystroke in a note counts
// the fields again here, and the line itself re-renders only when a count or the first problem moves.
import { Button, Group, Paper, Text } from '@mantine/core';
import { memo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { stepProgress, type FieldProblem, type StepProgress } from '../lib/field-cursor';
import type { StepFormValues } from '../lib/step-form-schema';
import classes from './current-field.module.css';

interface ReviewProgressProps {
  control: Control<StepFormValues>;
  onGoToProblem(problem: NonNullable<StepProgress['firstProblem']>): void;
}

export const ReviewProgress = memo(function ReviewProgress({ control, onGoToProblem }: ReviewProgressProps) {
  const fields = useWatch({ control, name: 'fields' });
  const { firstProblem, ...counts } = stepProgress(fields);
  return (
    <ProgressLine
      {...counts}
      problemPath={firstProblem?.path}
      problem={firstProblem?.problem}
      onGoToProblem={onGoToProblem}
    />
  );
});

type ProgressLineProps = Omit<StepProgress, 'firstProblem'> &
  Pick<ReviewProgressProps, 'onGoToProblem'> & { problemPath?: string; problem?: FieldProblem };

const ProgressLine = memo(function ProgressLine({
  onGoToProblem,
  problemPath,
  problem,
  ...counts
}: ProgressLineProps) {
  const { t } = useTranslation('review');
  const firstProblem = problemPath && problem ? { path: problemPath, problem } : null;
  return (
    <Paper
      withBorder
      radius="md"
      px="sm"
      py={6}
      className={classes.progress}
      role="group"
      aria-label={t('progress.label')}
      data-testid="review-progress"
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" mih={30}>
        <Text size="sm" fw={500} data-testid="review-progress-counts">
          {t('progress.fields', { count: counts.fields })}
          {' · '}
          <Text span inherit c={counts.invalid > 0 ? 'red.8' : undefined}>
            {t('progress.invalid', { count: counts.invalid })}
          </Text>
          {' · '}
          <Text span inherit c={counts.needsNote > 0 ? 'red.8' : undefined}>
            {t('progress.needsNote', { count: counts.needsNote })}
          </Text>
        </Text>
        {firstProblem && (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            style={{ flexShrink: 0 }}
            onClick={() => onGoToProblem(firstProblem)}
          >
            {t('progress.goToProblem')}
          </Button>
        )}
      </Group>
    </Paper>
  );
});
