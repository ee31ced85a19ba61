import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';

/** A screen's title until its issue builds the real thing. */
export function PlaceholderScreen({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Container component="main" size="md" py="xl">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1}>{title}</Title>
          <LanguageSwitch />
        </Group>
        <Text c="dimmed">{t('placeholder')}</Text>
      </Stack>
    </Container>
  );
}
