import { Code, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const CONFIG_FILE_EXAMPLE = '{ "apiUrl": "https://…" }';

/** Shown instead of the app by a packaged build that has no backend URL: never demo data. */
export function BackendNotConfigured() {
  const { t } = useTranslation('config');
  return (
    <Container component="main" size="sm" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="md">
          <Title order={1}>{t('notConfigured.title')}</Title>
          <Text>{t('notConfigured.description')}</Text>
          <Text>{t('notConfigured.askIt')}</Text>
          <List spacing="xs">
            <List.Item>{t('notConfigured.environment', { variable: 'REVIEW_CONSOLE_API_URL' })}</List.Item>
            <List.Item>
              {t('notConfigured.configFile', { file: 'config.json' })}
              <Code block mt="xs" dir="ltr">
                {CONFIG_FILE_EXAMPLE}
              </Code>
            </List.Item>
          </List>
        </Stack>
      </Paper>
    </Container>
  );
}
