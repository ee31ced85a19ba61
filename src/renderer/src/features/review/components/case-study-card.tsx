// One case study: project, client, years ('Present' when ongoing), skills, description, industry,
// links and documents (names cut to 20 characters).
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Service } from '@shared/api/schemas';
import { caseStudyYears, SERVICES_NAME_LIMIT, truncateName } from '@shared/domain/preview-text';
import { ExternalLink } from './external-link';
import { FileIcon, LinkIcon } from './icons';
import { PreviewRow } from './preview-section';

type CaseStudy = NonNullable<Service['caseStudies']>[number];

export function CaseStudyCard({ study, skills }: { study: CaseStudy; skills: readonly string[] }) {
  const { t } = useTranslation('review');
  const years = caseStudyYears(study, t('servicePreview.present'));
  return (
    <Paper p="sm" radius="sm" bg="dark.5" data-testid="case-study">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} c="white">
            {study.projectName}
          </Text>
          {years && (
            <Text size="xs" c="gray.4">
              {years}
            </Text>
          )}
        </Group>
        <PreviewRow label={t('servicePreview.client')}>{study.clientName}</PreviewRow>
        <PreviewRow label={t('servicePreview.industry')}>{study.clientIndustry}</PreviewRow>
        {study.projectDescription && (
          <Text size="sm" c="gray.3">
            {study.projectDescription}
          </Text>
        )}
        {skills.length > 0 && (
          <Group gap={4}>
            {skills.map((skill) => (
              <Badge key={skill} size="xs" variant="light" color="gray" tt="none">
                {skill}
              </Badge>
            ))}
          </Group>
        )}
        <Group gap="md">
          {(study.links ?? []).map((link, index) => {
            const label = link.linkName || link.url;
            return (
              <ExternalLink key={index} href={link.url} icon={<LinkIcon size={14} />} title={label} size="sm">
                {truncateName(label, SERVICES_NAME_LIMIT)}
              </ExternalLink>
            );
          })}
          {(study.documents ?? []).map((document, index) => {
            const label = document.name || document.url;
            return (
              <ExternalLink
                key={index}
                href={document.url}
                icon={<FileIcon size={14} />}
                title={label}
                size="sm"
              >
                {truncateName(label, SERVICES_NAME_LIMIT)}
              </ExternalLink>
            );
          })}
        </Group>
      </Stack>
    </Paper>
  );
}
