import { useTranslation } from 'react-i18next';
import type { Service } from '@shared/api/schemas';
import { describePricing } from '@shared/domain/pricing';
import classes from './preview.module.css';

export function PricingLine({ pricing }: { pricing: Service['pricing'] }) {
  const { t } = useTranslation('review');
  const summary = describePricing(pricing);
  if (!summary.plan && !summary.billing) return null;
  return (
    <div className={classes.pricing} data-testid="service-pricing">
      {summary.plan && (
        <p className={classes.plan}>
          {t(`servicePreview.plan.${summary.plan}`)}
          {summary.amount ? `: ${summary.amount}` : ''}
        </p>
      )}
      {summary.billing && (
        <div className={`${classes.badge} ${classes.badgeSm} ${classes.badgeOutline}`}>
          {t(`servicePreview.billing.${summary.billing}`)}
        </div>
      )}
    </div>
  );
}
