import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isUiLanguage } from '@shared/ipc/contract';
import { useUiLanguage } from '@renderer/lib/i18n';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, setLanguage } = useUiLanguage();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      value={language}
      onChange={(value) => {
        if (isUiLanguage(value)) void setLanguage(value);
      }}
      data={[
        { value: 'en', label: t('language.en') },
        { value: 'ar', label: t('language.ar') },
      ]}
    />
  );
}
