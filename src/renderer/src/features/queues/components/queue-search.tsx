import { TextInput, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function QueueSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('queues');
  return (
    <Tooltip label={t('search.hint')} position="bottom-start" withArrow>
      <TextInput
        type="search"
        w={{ base: '100%', sm: 320 }}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        aria-description={t('search.hint')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </Tooltip>
  );
}
