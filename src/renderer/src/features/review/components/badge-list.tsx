// The agency's short texts as badges (offices, languages, skills): isolated, cut with an ellipsis
// when wider than the preview, the whole text in the tooltip.
import { Badge, Group, type BadgeProps } from '@mantine/core';

interface BadgeListProps {
  items: readonly string[];
  color?: string;
  size?: BadgeProps['size'];
}

export function BadgeList({ items, color = 'gray', size }: BadgeListProps) {
  return (
    <Group gap={6} maw="100%">
      {items.map((item, index) => (
        <Badge
          key={`${index}:${item}`}
          variant="light"
          color={color}
          size={size}
          tt="none"
          maw="100%"
          title={item}
        >
          <bdi>{item}</bdi>
        </Badge>
      ))}
    </Group>
  );
}
