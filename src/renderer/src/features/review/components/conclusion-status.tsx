// Why the report offers no conclusion to send: the review has ended, or nothing has been validated.
import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@renderer/lib/paths';

export function ConclusionSubmitted({ outcome }: { outcome: 'completed' | 'rejected' }) {
  const { t } = useTranslation('report');
  return (
    <Paper withBorder p="md" radius="md" data-testid="conclusion-submitted">
      <Stack gap="md" align="flex-start">
        <Alert color={outcome === 'completed' ? 'teal' : 'red'} title={t('concluded.title')} w="100%">
          {t(`concluded.${outcome}`)}
        </Alert>
        <Button component={Link} to={paths.agencies.getHref()} variant="default">
          {t('concluded.toAgencies')}
        </Button>
      </Stack>
    </Paper>
  );
}

export function NoValidationsNotice({
  profileHref,
  servicesHref,
}: {
  profileHref: string;
  servicesHref: string;
}) {
  const { t } = useTranslation('report');
  return (
    <Alert color="orange" title={t('noValidations.title')}>
      <Text size="sm">{t('noValidations.text')}</Text>
      <Group gap="lg" mt="xs">
        <Anchor component={Link} to={profileHref} size="sm">
          {t('noValidations.profile')}
        </Anchor>
        <Anchor component={Link} to={servicesHref} size="sm">
          {t('noValidations.services')}
        </Anchor>
      </Group>
    </Alert>
  );
}
