import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Service } from '@shared/api/schemas';
import { describePricing } from '@shared/domain/pricing';
import classes from './preview.module.css';

export interface PricingTexts {
  /** The plan and its amount: "Minimum price: 5,000". */
  plan: string | null;
  /** The billing structure: "Ongoing retainer". */
  billing: string | null;
}

/** A service's pricing in words, the same in the preview and in its field's current value. */
export function pricingTexts(pricing: Service['pricing'], t: TFunction<'review'>): PricingTexts {
  const summary = describePricing(pricing);
  return {
    plan: summary.plan
      ? `${t(`servicePreview.plan.${summary.plan}`)}${summary.amount ? `: ${summary.amount}` : ''}`
      : null,
    billing: summary.billing ? t(`servicePreview.billing.${summary.billing}`) : null,
  };
}

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
