// Profile preview: identity, links, work links and documents, details, offices, languages, social.
// The agency's texts are isolated and wrap; a section with nothing in it is not shown.
import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AgencyDetails } from '@shared/api/schemas';
import { PROFILE_NAME_LIMIT } from '@shared/domain/preview-text';
import { useImageSource } from '@renderer/lib/platform/platform-context';
import { BadgeList } from './badge-list';
import { ExternalLink } from './external-link';
import { FileIcon, LinkIcon } from './icons';
import { NamedLink } from './named-link';
import { PreviewRow, PreviewSection } from './preview-section';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
const WRAP = { overflowWrap: 'anywhere' } as const;

export function ProfilePreview({ agency }: { agency: AgencyDetails }) {
  const { t } = useTranslation('review');
  const profile = agency.profile ?? {};
  const social = agency.socialLinks ?? {};
  const work = agency.work ?? [];
  const links = work.flatMap((entry) => entry.links ?? []);
  const documents = work.flatMap((entry) => entry.documents ?? []);
  const name = text(profile.name);
  const details = [
    { label: t('preview.yearFounded'), value: text(profile.yearFounded) },
    { label: t('preview.teamStructure'), value: text(profile.teamStructure) },
    { label: t('preview.teamMembers'), value: text(profile.teamSize) },
  ].filter((row) => row.value !== '');
  const locations = (profile.locations ?? []).filter(Boolean);
  const languages = (profile.language ?? []).filter(Boolean);
  const hasSocial = Boolean(social.linkedin || social.instagram || social.tiktok);
  const logo = useImageSource(profile.logo);

  return (
    <Stack gap="lg">
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={logo} alt={t('preview.logoAlt', { name })} size={64} radius="md">
          {name.slice(0, 1)}
        </Avatar>
        <Stack gap={4} miw={0}>
          <Title order={3} c="white" dir="auto" style={WRAP}>
            {name}
          </Title>
          {profile.tagline && (
            <Text c="gray.3" dir="auto" style={WRAP}>
              {profile.tagline}
            </Text>
          )}
        </Stack>
      </Group>
      {profile.bio && (
        <Text size="sm" c="gray.2" dir="auto" style={WRAP}>
          {profile.bio}
        </Text>
      )}
      {(profile.website || profile.portfolio) && (
        <Group gap="lg">
          {profile.website && <ExternalLink href={profile.website}>{t('preview.website')}</ExternalLink>}
          {profile.portfolio && (
            <ExternalLink href={profile.portfolio}>{t('preview.portfolio')}</ExternalLink>
          )}
        </Group>
      )}

      {links.length > 0 && (
        <PreviewSection title={t('preview.additionalLinks')}>
          {links.map((link, index) => (
            <NamedLink
              key={index}
              href={link.url}
              name={link.linkName}
              limit={PROFILE_NAME_LIMIT}
              icon={<LinkIcon size={16} />}
            />
          ))}
        </PreviewSection>
      )}
      {documents.length > 0 && (
        <PreviewSection title={t('preview.documents')}>
          {documents.map((document, index) => (
            <NamedLink
              key={index}
              href={document.url}
              name={document.name}
              limit={PROFILE_NAME_LIMIT}
              icon={<FileIcon size={16} />}
            />
          ))}
        </PreviewSection>
      )}

      {details.length > 0 && (
        <PreviewSection title={t('preview.details')}>
          {details.map((row) => (
            <PreviewRow key={row.label} label={row.label}>
              {row.value}
            </PreviewRow>
          ))}
        </PreviewSection>
      )}
      {locations.length > 0 && (
        <PreviewSection title={t('preview.officeLocations')}>
          <BadgeList items={locations} />
        </PreviewSection>
      )}
      {languages.length > 0 && (
        <PreviewSection title={t('preview.languages')}>
          <BadgeList items={languages} />
        </PreviewSection>
      )}
      {hasSocial && (
        <PreviewSection title={t('preview.socialLinks')}>
          <Group gap="lg">
            {social.linkedin && <ExternalLink href={social.linkedin}>{t('preview.linkedin')}</ExternalLink>}
            {social.instagram && (
              <ExternalLink href={social.instagram}>{t('preview.instagram')}</ExternalLink>
            )}
            {social.tiktok && <ExternalLink href={social.tiktok}>{t('preview.tiktok')}</ExternalLink>}
          </Group>
        </PreviewSection>
      )}
    </Stack>
  );
}
