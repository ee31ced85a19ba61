// Profile preview: identity, links, work links and documents, details, offices, languages, social.
import { Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AgencyDetails } from '@shared/api/schemas';
import { PROFILE_NAME_LIMIT, truncateName } from '@shared/domain/preview-text';
import { ExternalLink } from './external-link';
import { FileIcon, LinkIcon } from './icons';
import { PreviewRow, PreviewSection } from './preview-section';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function ProfilePreview({ agency }: { agency: AgencyDetails }) {
  const { t } = useTranslation('review');
  const profile = agency.profile ?? {};
  const social = agency.socialLinks ?? {};
  const work = agency.work ?? [];
  const links = work.flatMap((entry) => entry.links ?? []);
  const documents = work.flatMap((entry) => entry.documents ?? []);
  const name = text(profile.name);

  return (
    <Stack gap="lg">
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={profile.logo || null} alt={t('preview.logoAlt', { name })} size={64} radius="md">
          {name.slice(0, 1)}
        </Avatar>
        <Stack gap={4}>
          <Title order={3} c="white">
            {name}
          </Title>
          {profile.tagline && <Text c="gray.3">{profile.tagline}</Text>}
        </Stack>
      </Group>
      {profile.bio && (
        <Text size="sm" c="gray.2">
          {profile.bio}
        </Text>
      )}
      <Group gap="lg">
        {profile.website && <ExternalLink href={profile.website}>{t('preview.website')}</ExternalLink>}
        {profile.portfolio && <ExternalLink href={profile.portfolio}>{t('preview.portfolio')}</ExternalLink>}
      </Group>

      {links.length > 0 && (
        <PreviewSection title={t('preview.additionalLinks')}>
          {links.map((link, index) => {
            const label = link.linkName || link.url;
            return (
              <ExternalLink key={index} href={link.url} icon={<LinkIcon size={16} />} title={label}>
                {truncateName(label, PROFILE_NAME_LIMIT)}
              </ExternalLink>
            );
          })}
        </PreviewSection>
      )}
      {documents.length > 0 && (
        <PreviewSection title={t('preview.documents')}>
          {documents.map((document, index) => {
            const label = document.name || document.url;
            return (
              <ExternalLink key={index} href={document.url} icon={<FileIcon size={16} />} title={label}>
                {truncateName(label, PROFILE_NAME_LIMIT)}
              </ExternalLink>
            );
          })}
        </PreviewSection>
      )}

      <PreviewSection title={t('preview.details')}>
        <PreviewRow label={t('preview.yearFounded')}>{text(profile.yearFounded)}</PreviewRow>
        <PreviewRow label={t('preview.teamStructure')}>{text(profile.teamStructure)}</PreviewRow>
        <PreviewRow label={t('preview.teamMembers')}>{text(profile.teamSize)}</PreviewRow>
      </PreviewSection>

      <PreviewSection title={t('preview.officeLocations')}>
        <BadgeList items={profile.locations ?? []} />
      </PreviewSection>
      <PreviewSection title={t('preview.languages')}>
        <BadgeList items={profile.language ?? []} />
      </PreviewSection>

      <PreviewSection title={t('preview.socialLinks')}>
        <Group gap="lg">
          {social.linkedin && <ExternalLink href={social.linkedin}>{t('preview.linkedin')}</ExternalLink>}
          {social.instagram && <ExternalLink href={social.instagram}>{t('preview.instagram')}</ExternalLink>}
          {social.tiktok && <ExternalLink href={social.tiktok}>{t('preview.tiktok')}</ExternalLink>}
        </Group>
      </PreviewSection>
    </Stack>
  );
}

function BadgeList({ items }: { items: readonly string[] }) {
  return (
    <Group gap={6}>
      {items.map((item) => (
        <Badge key={item} variant="light" color="gray" tt="none">
          {item}
        </Badge>
      ))}
    </Group>
  );
}
