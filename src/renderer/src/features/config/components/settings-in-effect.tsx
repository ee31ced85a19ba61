import { Code, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SETTING_KEYS } from '@shared/config-settings';
import type { ConfigReport } from '@shared/ipc/config-report';
import { settingValueText } from '@shared/setting-text';

/** Each setting in effect, its value and the place it came from: IT checks here that its policy won. */
export function SettingsInEffect({ settings }: { settings: ConfigReport['settings'] }) {
  const { t } = useTranslation('config');
  const valueTexts = {
    on: t('value.on'),
    off: t('value.off'),
    backendOnly: t('value.backendOnly'),
    hosts: t('value.hosts', { hosts: '{{hosts}}', interpolation: { skipOnVariables: true } }),
    inline: t('value.inline'),
  };
  const keys = SETTING_KEYS.filter((key) => settings[key]);
  return (
    <List spacing="sm" aria-label={t('notConfigured.settings')}>
      {keys.map((key) => {
        const setting = settings[key]!;
        return (
          <List.Item key={key}>
            <Text span fw={500}>
              {t(`setting.${key}`)}
            </Text>
            {': '}
            <span>{settingValueText(key, setting.value, valueTexts)}</span>
            <Text size="sm" c="dimmed">
              {t('from', { place: t(`location.${setting.kind}`) })}{' '}
              {setting.where && <Code dir="ltr">{setting.where}</Code>}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
