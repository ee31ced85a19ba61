// What the last import did: why nothing was imported, or how many snippets were added, replaced and
// skipped, with Undo while nothing else has changed them since. Shown, not announced: the section's
// status region says it (an Alert is a live region of its own by default, hence the group role).
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isolate } from '@renderer/lib/bidi';
import type { ImportOutcome } from '../hooks/use-snippet-import';

export function ImportOutcomeNotice({ outcome, onUndo }: { outcome: ImportOutcome; onUndo(): void }) {
  const { t } = useTranslation('snippets');
  if (outcome.kind === 'failed')
    return (
      <Alert role="group" color="red" title={t('manage.file.importFailed')} data-testid="import-outcome">
        {outcome.reason}
      </Alert>
    );
  if (outcome.kind === 'undone')
    return (
      <Alert role="group" color="gray" data-testid="import-outcome">
        {t('manage.file.undone')}
      </Alert>
    );
  return (
    <Alert
      role="group"
      color="green"
      title={t('manage.file.imported', { file: isolate(outcome.file) })}
      data-testid="import-outcome"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('manage.file.counts', { ...outcome.counts })}</Text>
        {outcome.undoable && (
          <Button size="compact-sm" variant="default" onClick={onUndo}>
            {t('manage.file.undo')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
