// One case study: project, client, years ('Present' when ongoing), skills, description, industry,
// links and documents (names cut to 20 characters). Empty rows are left out.
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Service } from '@shared/api/schemas';
import { caseStudyYears, SERVICES_NAME_LIMIT } from '@shared/domain/preview-text';
import { usePreviewAnchor } from '../hooks/use-current-field';
import { BadgeList } from './badge-list';
import { FileIcon, LinkIcon } from './icons';
import { NamedLink } from './named-link';
import { PreviewRow } from './preview-section';

type CaseStudy = NonNullable<Service['caseStudies']>[number];

interface CaseStudyCardProps {
  /** Its field's preview anchor, `services[i].caseStudies[j]`. */
  anchor: string;
  study: CaseStudy;
  skills: readonly string[];
}

export function CaseStudyCard({ anchor, study, skills }: CaseStudyCardProps) {
  const { t } = useTranslation('review');
  const anchorProps = usePreviewAnchor(anchor);
  const years = caseStudyYears(study, t('servicePreview.present'));
  const links = study.links ?? [];
  const documents = study.documents ?? [];
  return (
    <Paper {...anchorProps} p="sm" radius="sm" bg="dark.5" data-testid="case-study">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} c="white" dir="auto" miw={0} style={{ overflowWrap: 'anywhere' }}>
            {study.projectName}
          </Text>
          {years && (
            <Text size="xs" c="gray.4" style={{ flexShrink: 0 }}>
              <bdi>{years}</bdi>
            </Text>
          )}
        </Group>
        {study.clientName && <PreviewRow label={t('servicePreview.client')}>{study.clientName}</PreviewRow>}
        {study.clientIndustry && (
          <PreviewRow label={t('servicePreview.industry')}>{study.clientIndustry}</PreviewRow>
        )}
        {study.projectDescription && (
          <Text size="sm" c="gray.3" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {study.projectDescription}
          </Text>
        )}
        {skills.length > 0 && <BadgeList items={skills} size="xs" />}
        {links.length + documents.length > 0 && (
          <Group gap="md">
            {links.map((link, index) => (
              <NamedLink
                key={index}
                href={link.url}
                name={link.linkName}
                limit={SERVICES_NAME_LIMIT}
                icon={<LinkIcon size={14} />}
                size="sm"
              />
            ))}
            {documents.map((document, index) => (
              <NamedLink
                key={index}
                href={document.url}
                name={document.name}
                limit={SERVICES_NAME_LIMIT}
                icon={<FileIcon size={14} />}
                size="sm"
              />
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
