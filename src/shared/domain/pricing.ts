// How a service's pricing reads: the plan, its amount(s) and the billing structure.
import type { Service } from '../api/schemas';
import { parseFieldPath } from './field-paths';

type Pricing = NonNullable<Service['pricing']>;

export type PricingPlanKey = 'minimumPrice' | 'priceRange' | 'packagePricing';
export type BillingKey = 'ongoingRetainer' | 'oneTime';

export interface PricingSummary {
  plan: PricingPlanKey | null;
  /** Formatted amount: `5,000`, or a range `5,000 – 20,000`; null when the plan names none. */
  amount: string | null;
  billing: BillingKey | null;
}

const PLANS: Record<string, PricingPlanKey> = {
  minimum_price: 'minimumPrice',
  price_range: 'priceRange',
  package_pricing: 'packagePricing',
};

const BILLING: Record<string, BillingKey> = {
  ongoing_retainer: 'ongoingRetainer',
  'one-time': 'oneTime',
  one_time: 'oneTime',
};

/** One formatter per locale: making an Intl.NumberFormat costs far more than formatting with one. */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatAmount(amount: number, locale = 'en-US'): string {
  let formatter = formatters.get(locale);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    formatters.set(locale, formatter);
  }
  return formatter.format(amount);
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** `5000-20000` or `5000 - 20000` as sent in priceRange; anything else is shown as sent. */
function rangeText(pricing: Pricing, locale: string): string | null {
  if (finite(pricing.minAmount) && finite(pricing.maxAmount)) {
    return `${formatAmount(pricing.minAmount, locale)} – ${formatAmount(pricing.maxAmount, locale)}`;
  }
  const raw = pricing.priceRange;
  if (raw === null || raw === undefined || raw === '') return null;
  const bounds = /^\s*(\d+(?:\.\d+)?)\s*[-–]\s*(\d+(?:\.\d+)?)\s*$/.exec(String(raw));
  if (!bounds) return String(raw);
  return `${formatAmount(Number(bounds[1]), locale)} – ${formatAmount(Number(bounds[2]), locale)}`;
}

export function describePricing(pricing: Service['pricing'], locale = 'en-US'): PricingSummary {
  if (!pricing) return { plan: null, amount: null, billing: null };
  const plan = PLANS[pricing.plan ?? ''] ?? null;
  const billing = BILLING[pricing.billingStructure ?? ''] ?? null;
  const single = (value: unknown) => (finite(value) ? formatAmount(value, locale) : null);
  const amount =
    plan === 'minimumPrice'
      ? single(pricing.minAmount)
      : plan === 'packagePricing'
        ? single(pricing.packageAmount)
        : plan === 'priceRange'
          ? rangeText(pricing, locale)
          : null;
  return { plan, amount, billing };
}

/** `services[0].pricing`: the field under which a service's pricing is validated. */
export function isServicePricingPath(path: string): boolean {
  const [root, index, part, ...rest] = parseFieldPath(path);
  return root === 'services' && typeof index === 'number' && part === 'pricing' && rest.length === 0;
}
