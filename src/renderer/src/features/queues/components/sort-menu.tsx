// Newest First / Oldest First on Request Date; Mantine's Menu closes on an outside click and on Esc.
import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SortOrder } from '@shared/domain/review-rows';

const ORDERS: readonly SortOrder[] = ['newest', 'oldest'];

export function SortMenu({ value, onChange }: { value: SortOrder; onChange: (value: SortOrder) => void }) {
  const { t } = useTranslation('queues');
  return (
    <Menu position="bottom-end" closeOnClickOutside closeOnEscape>
      <Menu.Target>
        <Button variant="default" aria-label={`${t('sort.label')}: ${t(`sort.${value}`)}`}>
          {t(`sort.${value}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('sort.label')}</Menu.Label>
        {ORDERS.map((order) => (
          <Menu.Item
            key={order}
            onClick={() => onChange(order)}
            fw={order === value ? 700 : undefined}
            aria-current={order === value ? 'true' : undefined}
          >
            {t(`sort.${order}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
