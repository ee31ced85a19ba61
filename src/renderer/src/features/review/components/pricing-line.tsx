// A service's pricing in the preview: its plan and amount, and its billing as a badge.
import { useTranslation } from 'react-i18next';
import type { Service } from '@shared/api/schemas';
import { pricingTexts } from '../lib/pricing-texts';
import classes from './preview.module.css';

export function PricingLine({ pricing }: { pricing: Service['pricing'] }) {
  const { t } = useTranslation('review');
  const { plan, billing } = pricingTexts(pricing, t);
  if (!plan && !billing) return null;
  return (
    <div className={classes.pricing} data-testid="service-pricing">
      {plan && <p className={classes.plan}>{plan}</p>}
      {billing && (
        <div className={`${classes.badge} ${classes.badgeSm} ${classes.badgeOutline}`}>{billing}</div>
      )}
    </div>
  );
}
