// A review step's page: back button, title and the page's actions, the form on the left, the preview
// on the right (mirrored right to left in Arabic).
import { ActionIcon, Grid, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '@renderer/lib/i18n';
import { ArrowBackIcon } from './icons';

interface StepLayoutProps {
  title: string;
  onBack: () => void;
  form: ReactNode;
  preview: ReactNode;
  /** At the end of the title's line (Copy link). */
  actions?: ReactNode;
}

export function StepLayout({ title, onBack, form, preview, actions }: StepLayoutProps) {
  const { t } = useTranslation('review');
  const { direction } = useUiLanguage();
  return (
    <Stack p="lg" gap="lg">
      <Group gap="sm">
        <ActionIcon variant="default" size="lg" radius="xl" aria-label={t('actions.goBack')} onClick={onBack}>
          <ArrowBackIcon style={direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
        </ActionIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions && (
          <Group gap="xs" ms="auto">
            {actions}
          </Group>
        )}
      </Group>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 6, lg: 5 }} data-testid="step-form-column">
          {form}
        </Grid.Col>
        <Grid.Col
          span={{ base: 12, md: 6, lg: 7 }}
          // Sticky makes a stacking context: above the sidebar (100), so the full-screen preview covers it.
          style={{ position: 'sticky', top: 16, zIndex: 150 }}
          data-testid="step-preview-column"
        >
          {preview}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
