import { TextInput, Tooltip } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface QueueSearchProps {
  value: string;
  onChange: (value: string) => void;
  /** For `/`, which brings the reviewer here. */
  inputRef?: Ref<HTMLInputElement>;
}

export function QueueSearch({ value, onChange, inputRef }: QueueSearchProps) {
  const { t } = useTranslation('queues');
  return (
    <Tooltip label={t('search.hint')} position="bottom-start" withArrow>
      <TextInput
        ref={inputRef}
        type="search"
        spellCheck={false}
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
