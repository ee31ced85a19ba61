// The Service Process: steps with title, description, average working days and whether the client
// must approve; the first and last steps carry start and end icons.
import { Badge, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Service } from '@shared/api/schemas';
import { EndIcon, StartIcon, StepIcon } from './icons';
import { PreviewSection } from './preview-section';

type ProcessStep = NonNullable<NonNullable<Service['process']>['processes']>[number];

export function ProcessTimeline({ steps }: { steps: readonly ProcessStep[] }) {
  const { t } = useTranslation('review');
  if (steps.length === 0) return null;
  const bulletOf = (index: number) => {
    const label = index === 0 ? t('servicePreview.start') : t('servicePreview.end');
    if (index !== 0 && index !== steps.length - 1) return <StepIcon size={12} />;
    return (
      <span role="img" aria-label={label} style={{ display: 'inline-flex' }}>
        {index === 0 ? <StartIcon size={12} /> : <EndIcon size={12} />}
      </span>
    );
  };
  return (
    <PreviewSection title={t('servicePreview.process')}>
      <Timeline active={steps.length - 1} bulletSize={24} lineWidth={2} color="blue">
        {steps.map((step, index) => (
          <Timeline.Item
            key={index}
            bullet={bulletOf(index)}
            title={
              <Text c="white" fw={600} size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                {step.title}
              </Text>
            }
            data-testid="process-step"
          >
            {step.description && (
              <Text size="sm" c="gray.3" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                {step.description}
              </Text>
            )}
            <Text size="xs" c="gray.4" mt={4}>
              {t('servicePreview.averageDays', { days: step.averageWorkingDays ?? '—' })}
            </Text>
            <Badge
              mt={6}
              size="sm"
              tt="none"
              variant={step.isNeedApproval ? 'filled' : 'outline'}
              // gray.4 reads at 9:1 on the dark card (gray.6 at 4:1).
              color={step.isNeedApproval ? 'orange' : 'gray.4'}
              data-needs-approval={Boolean(step.isNeedApproval)}
            >
              {t('servicePreview.needsApproval')}:{' '}
              {step.isNeedApproval ? t('servicePreview.yes') : t('servicePreview.no')}
            </Badge>
          </Timeline.Item>
        ))}
      </Timeline>
    </PreviewSection>
  );
}
