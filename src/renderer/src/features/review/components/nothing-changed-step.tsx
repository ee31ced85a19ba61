// An updated profile whose changed-field list names no field of this step: the step says so, shows
// the agency, and Next goes on without sending anything (an empty validation would say nothing).
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AgencyDetails } from '@shared/api/schemas';
import type { StepIds } from '../hooks/use-step-form';
import { stepRoutes } from '../lib/step-routes';
import { AgencyPreview } from './agency-preview';
import { StepLayout } from './step-layout';

export function NothingChangedStep({ ids, agency }: { ids: StepIds; agency: AgencyDetails }) {
  const { t } = useTranslation('review');
  const navigate = useNavigate();
  const routes = stepRoutes(ids);
  return (
    <StepLayout
      title={t(`${ids.step}.title`)}
      onBack={() => void navigate(routes.back)}
      preview={<AgencyPreview step={ids.step} agency={agency} />}
      form={
        <Stack gap="lg">
          <Alert color="blue" title={t('nothingChanged.title')} data-testid="nothing-changed">
            {t('nothingChanged.text')}
          </Alert>
          <Group justify="space-between">
            <Button variant="default" onClick={() => void navigate(routes.back)}>
              {t('actions.back')}
            </Button>
            <Button onClick={() => void navigate(routes.next)}>{t('actions.next')}</Button>
          </Group>
        </Stack>
      }
    />
  );
}
