import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Service } from '@shared/api/schemas';
import { describePricing } from '@shared/domain/pricing';

export function PricingLine({ pricing }: { pricing: Service['pricing'] }) {
  const { t } = useTranslation('review');
  const summary = describePricing(pricing);
  if (!summary.plan && !summary.billing) return null;
  return (
    <Group gap="xs" data-testid="service-pricing">
      {summary.plan && (
        <Text size="sm" c="gray.3">
          {t(`servicePreview.plan.${summary.plan}`)}
          {summary.amount ? `: ${summary.amount}` : ''}
        </Text>
      )}
      {summary.billing && (
        <Badge size="sm" variant="outline" color="gray.4" tt="none">
          {t(`servicePreview.billing.${summary.billing}`)}
        </Badge>
      )}
    </Group>
  );
}
