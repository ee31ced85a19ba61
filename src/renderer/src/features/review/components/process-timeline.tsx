// The Service Process: steps with title, description, average working days and whether the client
// must approve; the first and last steps carry start and end icons.
import { useTranslation } from 'react-i18next';
import type { Service } from '@shared/api/schemas';
import { EndIcon, StartIcon, StepIcon } from './icons';
import { PreviewSection } from './preview-section';
import classes from './preview.module.css';

type ProcessStep = NonNullable<NonNullable<Service['process']>['processes']>[number];

export function ProcessTimeline({ steps }: { steps: readonly ProcessStep[] }) {
  const { t } = useTranslation('review');
  if (steps.length === 0) return null;
  const bulletOf = (index: number) => {
    const label = index === 0 ? t('servicePreview.start') : t('servicePreview.end');
    if (index !== 0 && index !== steps.length - 1) return <StepIcon size={12} />;
    return (
      <span role="img" aria-label={label} className={classes.bulletIcon}>
        {index === 0 ? <StartIcon size={12} /> : <EndIcon size={12} />}
      </span>
    );
  };
  return (
    <PreviewSection title={t('servicePreview.process')}>
      <div className={classes.timeline}>
        {steps.map((step, index) => (
          <div key={index} className={classes.step} data-testid="process-step">
            <div className={classes.bullet}>{bulletOf(index)}</div>
            <p className={classes.stepTitle} dir="auto">
              {step.title}
            </p>
            {step.description && (
              <p className={classes.text} dir="auto">
                {step.description}
              </p>
            )}
            <p className={classes.stepDays}>
              {t('servicePreview.averageDays', { days: step.averageWorkingDays ?? '—' })}
            </p>
            <div className={classes.approval} data-needs-approval={Boolean(step.isNeedApproval)}>
              <span className={classes.badgeLabel}>
                {t('servicePreview.needsApproval')}:{' '}
                {step.isNeedApproval ? t('servicePreview.yes') : t('servicePreview.no')}
              </span>
            </div>
          </div>
        ))}
      </div>
    </PreviewSection>
  );
}
