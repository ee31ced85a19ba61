// Newest First / Oldest First on Request Date; Mantine's Menu closes on an outside click and on Esc.
import { Button, Menu } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SORT_ORDER_NAMES, type SortOrder } from '@shared/domain/review-rows';

export const SortMenu = memo(function SortMenu({
  value,
  onChange,
}: {
  value: SortOrder;
  onChange: (value: SortOrder) => void;
}) {
  const { t } = useTranslation('queues');
  return (
    // The checked order takes focus on opening (no unnamed placeholder inside the menu).
    <Menu position="bottom-end" closeOnClickOutside closeOnEscape withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="default" aria-label={`${t('sort.label')}: ${t(`sort.${value}`)}`}>
          {t(`sort.${value}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('sort.label')}</Menu.Label>
        {/* Radio items: screen readers say which order is checked, not only the sighted bold. */}
        <Menu.RadioGroup value={value} onChange={(order) => onChange(order as SortOrder)}>
          {SORT_ORDER_NAMES.map((order) => (
            <Menu.RadioItem
              key={order}
              value={order}
              closeMenuOnClick
              fw={order === value ? 700 : undefined}
              data-autofocus={order === value || undefined}
            >
              {t(`sort.${order}`)}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
});
