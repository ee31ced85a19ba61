// A binding's keys as key caps: "Ctrl + Enter", "?"; in Arabic a letter key also shows the Arabic
// letter it types ("J ت"), as Arabic keyboards print both.
import { Group, Kbd, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '@renderer/lib/i18n';
import type { ShortcutBinding } from '@renderer/lib/shortcuts/binding';
import { arabicLetterOf, isMacPlatform, keyCaps } from '@renderer/lib/shortcuts/key-caps';

const MAC = isMacPlatform();

export function KeyCombo({ binding }: { binding: Pick<ShortcutBinding, 'code' | 'shift' | 'ctrlOrMeta'> }) {
  const { t } = useTranslation('shortcuts');
  const { language } = useUiLanguage();
  const names = {
    ctrl: t('keys.ctrl'),
    shift: t('keys.shift'),
    enter: t('keys.enter'),
    escape: t('keys.escape'),
    space: t('keys.space'),
  };
  const caps = keyCaps(binding, names, MAC);
  const arabic = language === 'ar' ? arabicLetterOf(binding.code) : undefined;
  return (
    <Group gap={6} wrap="nowrap" style={{ display: 'inline-flex' }}>
      {/* Key caps read left to right in both languages, as printed on the keyboard. */}
      <Group gap={4} wrap="nowrap" dir="ltr">
        {caps.map((cap, index) => (
          <Fragment key={cap}>
            {index > 0 && (
              <Text span size="xs" c="dimmed">
                +
              </Text>
            )}
            <Kbd size="sm">{cap}</Kbd>
          </Fragment>
        ))}
      </Group>
      {arabic && (
        <Text span size="sm" c="dimmed" lang="ar">
          ({arabic})
        </Text>
      )}
    </Group>
  );
}
