import { Code, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConfigLocation } from '@shared/ipc/config-report';
import { useConfigProblemText } from '../hooks/use-config-problem-text';

/** Every place main looked, in order, with what it found there. */
export function ConfigLocationList({ locations }: { locations: readonly ConfigLocation[] }) {
  const { t } = useTranslation('config');
  const problemText = useConfigProblemText();
  return (
    <List type="ordered" spacing="sm" aria-label={t('notConfigured.lookedAt')}>
      {locations.map((location, index) => (
        <List.Item key={`${index}-${location.where}`}>
          <Text span fw={500}>
            {t(`location.${location.kind}`)}
          </Text>
          {location.where && (
            <>
              {' '}
              <Code dir="ltr">{location.where}</Code>
            </>
          )}
          {' — '}
          <Text span>{t(`status.${location.status}`)}</Text>
          {location.problem && (
            <Text size="sm" c="red.8">
              {problemText(location.problem)}
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}
