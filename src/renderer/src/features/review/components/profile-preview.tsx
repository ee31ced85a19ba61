// Profile preview: identity, links, work links and documents, details, offices, languages, social,
// tags. The agency's texts are isolated and wrap; a section with nothing in it is not shown. Each line
// or block is the anchor of the field it shows (lib/preview-anchors.ts).
import { Avatar, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AgencyDetails } from '@shared/api/schemas';
import { PROFILE_NAME_LIMIT } from '@shared/domain/preview-text';
import { useImageSource } from '@renderer/lib/platform/use-shown-image';
import { BadgeList } from './badge-list';
import { ExternalLink } from './external-link';
import { FileIcon, LinkIcon } from './icons';
import { NamedLink } from './named-link';
import { PreviewAnchor } from './preview-anchor';
import { PreviewRow, PreviewSection } from './preview-section';
import classes from './preview.module.css';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
const WRAP = { overflowWrap: 'anywhere' } as const;
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];

type WorkEntry = NonNullable<AgencyDetails['work']>[number];

/** One work entry's links or documents, the anchor of its field `work[i]` (shown in both sections). */
function WorkEntryLinks({
  entry,
  index,
  kind,
}: {
  entry: WorkEntry;
  index: number;
  kind: 'links' | 'documents';
}) {
  const items =
    kind === 'links'
      ? (entry.links ?? []).map((link) => ({ url: link.url, name: link.linkName }))
      : (entry.documents ?? []).map((document) => ({ url: document.url, name: document.name }));
  if (items.length === 0) return null;
  return (
    <PreviewAnchor anchor={`work[${index}]`}>
      <div className={classes.linkList}>
        {items.map((item, at) => (
          <NamedLink
            key={at}
            href={item.url}
            name={item.name}
            limit={PROFILE_NAME_LIMIT}
            icon={kind === 'links' ? <LinkIcon size={16} /> : <FileIcon size={16} />}
          />
        ))}
      </div>
    </PreviewAnchor>
  );
}

export function ProfilePreview({ agency }: { agency: AgencyDetails }) {
  const { t } = useTranslation('review');
  const profile = agency.profile ?? {};
  const social = agency.socialLinks ?? {};
  const work = agency.work ?? [];
  const hasLinks = work.some((entry) => (entry.links ?? []).length > 0);
  const hasDocuments = work.some((entry) => (entry.documents ?? []).length > 0);
  const name = text(profile.name);
  const details = [
    { label: t('preview.yearFounded'), value: text(profile.yearFounded), anchor: 'profile.yearFounded' },
    {
      label: t('preview.teamStructure'),
      value: text(profile.teamStructure),
      anchor: 'profile.teamStructure',
    },
    { label: t('preview.teamMembers'), value: text(profile.teamSize), anchor: 'profile.teamSize' },
  ].filter((row) => row.value !== '');
  const tags = texts(agency.tags);
  const locations = (profile.locations ?? []).filter(Boolean);
  const languages = (profile.language ?? []).filter(Boolean);
  const hasSocial = Boolean(social.linkedin || social.instagram || social.tiktok);
  const logo = useImageSource(profile.logo);

  return (
    <div className={classes.profile}>
      <div className={classes.identity}>
        <PreviewAnchor anchor="profile.logo" className={classes.logo}>
          <Avatar src={logo} alt={t('preview.logoAlt', { name })} size={64} radius="md">
            {name.slice(0, 1)}
          </Avatar>
        </PreviewAnchor>
        <div className={classes.identityText}>
          <PreviewAnchor anchor="profile.name">
            <Title order={3} c="white" dir="auto" style={WRAP}>
              {name}
            </Title>
          </PreviewAnchor>
          {profile.tagline && (
            <PreviewAnchor anchor="profile.tagline">
              <p className={classes.tagline} dir="auto">
                {profile.tagline}
              </p>
            </PreviewAnchor>
          )}
        </div>
      </div>
      {profile.bio && (
        <PreviewAnchor anchor="profile.bio">
          <p className={classes.bio} dir="auto">
            {profile.bio}
          </p>
        </PreviewAnchor>
      )}
      {(profile.website || profile.portfolio) && (
        <div className={classes.siteLinks}>
          {profile.website && (
            <PreviewAnchor anchor="profile.website">
              <ExternalLink href={profile.website}>{t('preview.website')}</ExternalLink>
            </PreviewAnchor>
          )}
          {profile.portfolio && (
            <PreviewAnchor anchor="profile.portfolio">
              <ExternalLink href={profile.portfolio}>{t('preview.portfolio')}</ExternalLink>
            </PreviewAnchor>
          )}
        </div>
      )}

      {hasLinks && (
        <PreviewSection title={t('preview.additionalLinks')}>
          {work.map((entry, index) => (
            <WorkEntryLinks key={index} entry={entry} index={index} kind="links" />
          ))}
        </PreviewSection>
      )}
      {hasDocuments && (
        <PreviewSection title={t('preview.documents')}>
          {work.map((entry, index) => (
            <WorkEntryLinks key={index} entry={entry} index={index} kind="documents" />
          ))}
        </PreviewSection>
      )}

      {details.length > 0 && (
        <PreviewSection title={t('preview.details')}>
          {details.map((row) => (
            <PreviewAnchor key={row.anchor} anchor={row.anchor}>
              <PreviewRow label={row.label}>{row.value}</PreviewRow>
            </PreviewAnchor>
          ))}
        </PreviewSection>
      )}
      {locations.length > 0 && (
        <PreviewAnchor anchor="profile.locations">
          <PreviewSection title={t('preview.officeLocations')}>
            <BadgeList items={locations} />
          </PreviewSection>
        </PreviewAnchor>
      )}
      {languages.length > 0 && (
        <PreviewAnchor anchor="profile.language">
          <PreviewSection title={t('preview.languages')}>
            <BadgeList items={languages} />
          </PreviewSection>
        </PreviewAnchor>
      )}
      {hasSocial && (
        <PreviewAnchor anchor="socialLinks">
          <PreviewSection title={t('preview.socialLinks')}>
            <div className={classes.siteLinks}>
              {social.linkedin && <ExternalLink href={social.linkedin}>{t('preview.linkedin')}</ExternalLink>}
              {social.instagram && (
                <ExternalLink href={social.instagram}>{t('preview.instagram')}</ExternalLink>
              )}
              {social.tiktok && <ExternalLink href={social.tiktok}>{t('preview.tiktok')}</ExternalLink>}
            </div>
          </PreviewSection>
        </PreviewAnchor>
      )}
      {tags.length > 0 && (
        <PreviewAnchor anchor="tags">
          <PreviewSection title={t('preview.tags')}>
            <BadgeList items={tags.map((tag) => `#${tag}`)} />
          </PreviewSection>
        </PreviewAnchor>
      )}
    </div>
  );
}
