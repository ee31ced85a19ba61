// A service's pricing in words ("Minimum price: 5,000", "Ongoing retainer"), the same in the preview
// and in the services step's current value.
import type { TFunction } from 'i18next';
import type { Service } from '@shared/api/schemas';
import { describePricing } from '@shared/domain/pricing';

export interface PricingTexts {
  /** The plan and its amount: "Minimum price: 5,000". */
  plan: string | null;
  /** The billing structure: "Ongoing retainer". */
  billing: string | null;
}

export function pricingTexts(pricing: Service['pricing'], t: TFunction<'review'>): PricingTexts {
  const summary = describePricing(pricing);
  return {
    plan: summary.plan
      ? `${t(`servicePreview.plan.${summary.plan}`)}${summary.amount ? `: ${summary.amount}` : ''}`
      : null,
    billing: summary.billing ? t(`servicePreview.billing.${summary.billing}`) : null,
  };
}
