// Who is signed in: initials on an avatar with a green online dot, the full name and the email's
// first 10 characters followed by an ellipsis.
import { Avatar, Box, Group, Indicator, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReviewerProfile } from '@shared/api/schemas';

export const EMAIL_SHOWN_CHARACTERS = 10;

export function initialsOf(profile: Pick<ReviewerProfile, 'firstName' | 'lastName'>): string {
  return [profile.firstName, profile.lastName]
    .map((name) => name.trim().charAt(0))
    .join('')
    .toLocaleUpperCase();
}

export function shortEmail(email: string): string {
  return `${email.slice(0, EMAIL_SHOWN_CHARACTERS)}...`;
}

export function UserCard({ profile, collapsed }: { profile: ReviewerProfile; collapsed: boolean }) {
  const { t } = useTranslation('layout');
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  const avatar = (
    <Indicator color="green" position="bottom-end" offset={5} size={10} withBorder title={t('user.online')}>
      <Avatar color="blue" radius="xl" data-testid="user-initials">
        {initialsOf(profile)}
      </Avatar>
    </Indicator>
  );
  if (collapsed) {
    return (
      <Tooltip label={fullName} position="right">
        <Box data-testid="user-card">{avatar}</Box>
      </Tooltip>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap" data-testid="user-card">
      {avatar}
      <Stack gap={0} miw={0}>
        {/* A name of any length stays on one line, whole in its tooltip, isolated in either direction. */}
        <Text fw={600} size="sm" truncate title={fullName} dir="auto" data-testid="user-name">
          {fullName}
        </Text>
        <Text size="xs" c="dimmed" title={profile.email} data-testid="user-email">
          <bdi>{shortEmail(profile.email)}</bdi>
        </Text>
      </Stack>
    </Group>
  );
}
