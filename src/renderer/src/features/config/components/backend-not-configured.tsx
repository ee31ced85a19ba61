import { Alert, Code, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BackendStatus } from '@renderer/lib/platform/platform';
import { useConfigProblemText } from '../hooks/use-config-problem-text';
import classes from './backend-not-configured.module.css';
import { ConfigLocationList } from './config-location-list';
import { OpenLogsButton } from './open-logs-button';
import { SettingsInEffect } from './settings-in-effect';

const CONFIG_FILE_EXAMPLE = '{ "apiUrl": "https://…" }';

/**
 * Shown instead of the app by a packaged build without a usable backend URL, never demo data: why,
 * every place main looked, the keys it did not know, and the way to the log folder.
 */
export function BackendNotConfigured({ status }: { status: BackendStatus }) {
  const { t } = useTranslation('config');
  const problemText = useConfigProblemText();
  const report = status.config;
  return (
    <Container component="main" size="md" py="xl" className={classes.screen}>
      <Paper withBorder p="xl" radius="md">
        <Stack gap="md">
          <Title order={1}>{t('notConfigured.title')}</Title>
          <Text>{t('notConfigured.description')}</Text>
          {report?.problem && (
            <Alert color="red" title={t('notConfigured.reason')}>
              {problemText(report.problem)}
            </Alert>
          )}
          {report && Object.keys(report.settings).length > 0 && (
            <>
              <Title order={2} size="h4">
                {t('notConfigured.settings')}
              </Title>
              <SettingsInEffect settings={report.settings} />
            </>
          )}
          {report && report.locations.length > 0 && (
            <>
              <Title order={2} size="h4">
                {t('notConfigured.lookedAt')}
              </Title>
              <ConfigLocationList locations={report.locations} />
            </>
          )}
          {report && report.warnings.length > 0 && (
            <>
              <Title order={2} size="h4">
                {t('notConfigured.warnings')}
              </Title>
              <List>
                {report.warnings.map((warning) => (
                  <List.Item key={`${warning.where}-${warning.key}`}>
                    <bdi>{t('notConfigured.unknownKey', { key: warning.key, where: warning.where })}</bdi>
                  </List.Item>
                ))}
              </List>
            </>
          )}
          <Text>{t('notConfigured.askIt')}</Text>
          <Text>{t('notConfigured.example')}</Text>
          <Code block dir="ltr">
            {CONFIG_FILE_EXAMPLE}
          </Code>
          <OpenLogsButton />
          {status.version && status.versions && (
            <Text size="sm" c="dimmed">
              {t('notConfigured.versions', {
                version: status.version,
                electron: status.versions.electron,
                chrome: status.versions.chrome,
              })}
            </Text>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
