// Settings → Reviewing: what follows a conclusion (the queue, as the specification has it, or the next
// pending review), and the optional undo window before a conclusion is sent.
import { NativeSelect, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReviewPreferences } from '@renderer/lib/hooks/use-review-preferences';
import {
  AFTER_CONCLUSION,
  UNDO_SECONDS,
  type AfterConclusion,
  type UndoSeconds,
} from '@renderer/lib/preferences/review-preferences';

export function ReviewFlowSettings() {
  const { t } = useTranslation('settings');
  const { value, loaded, change } = useReviewPreferences();
  const set = (next: Partial<typeof value>) =>
    void change((current) => ({ ...current, ...next })).catch(() => {});
  return (
    <Stack gap="lg">
      <Radio.Group
        label={t('afterConclusion.label')}
        value={value.afterConclusion}
        onChange={(choice) => set({ afterConclusion: choice as AfterConclusion })}
        data-testid="after-conclusion"
      >
        <Stack gap="xs" mt="xs">
          {AFTER_CONCLUSION.map((choice) => (
            <Radio
              key={choice}
              value={choice}
              label={t(`afterConclusion.${choice}`)}
              description={choice === 'next' ? t('afterConclusion.nextDescription') : undefined}
              disabled={!loaded}
            />
          ))}
        </Stack>
      </Radio.Group>
      {/* The platform's own list: every keyboard and screen reader knows it. */}
      <NativeSelect
        label={t('undo.label')}
        description={t('undo.description')}
        value={String(value.undoSeconds)}
        onChange={(event) => set({ undoSeconds: Number(event.currentTarget.value) as UndoSeconds })}
        data={UNDO_SECONDS.map((seconds) => ({
          value: String(seconds),
          label: seconds === 0 ? t('undo.off') : t('undo.seconds', { count: seconds }),
        }))}
        disabled={!loaded}
        w={{ base: '100%', sm: 320 }}
        data-testid="undo-seconds"
      />
    </Stack>
  );
}
