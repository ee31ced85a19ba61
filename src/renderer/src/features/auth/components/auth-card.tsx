// The frame of every sign-in and recovery screen: the logo, the language switch, a titled card.
import { Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from '@renderer/components/brand-logo';
import { LanguageSwitch } from '@renderer/components/language-switch';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={440} gap="md">
        <Group justify="space-between">
          <BrandLogo />
          <LanguageSwitch />
        </Group>
        <Card withBorder shadow="sm" radius="lg" p="xl">
          <Stack gap="lg">
            <Stack gap={6}>
              <Title order={1} size="h2">
                {title}
              </Title>
              {description && <Text c="dimmed">{description}</Text>}
            </Stack>
            {children}
          </Stack>
        </Card>
      </Stack>
    </Center>
  );
}
