// A titled block of the preview, and a label/value row whose value (the agency's text) is isolated
// and wraps however long it is.
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function PreviewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Text size="xs" tt="uppercase" fw={700} c="gray.5">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

export function PreviewRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="gray.5" miw={130}>
        {label}
      </Text>
      <Text size="sm" c="gray.0" component="div" dir="auto" miw={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
