import { describe, expect, it } from 'vitest';
import { isServicePricingPath } from '@shared/domain/pricing';

describe("a service's pricing field", () => {
  it('is services[n].pricing, and nothing below or beside it', () => {
    expect(isServicePricingPath('services[0].pricing')).toBe(true);
    expect(isServicePricingPath('services[12].pricing')).toBe(true);
    expect(isServicePricingPath('services[0]')).toBe(false);
    expect(isServicePricingPath('services[0].pricing.plan')).toBe(false);
    expect(isServicePricingPath('services.pricing')).toBe(false);
    expect(isServicePricingPath('profile.pricing')).toBe(false);
    expect(isServicePricingPath('services[0].caseStudies[1]')).toBe(false);
  });
});
