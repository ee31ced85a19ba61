// One case study: project, client, years ('Present' when ongoing), skills, description, industry,
// links and documents (names cut to 20 characters). Empty rows are left out.
import { useTranslation } from 'react-i18next';
import type { Service } from '@shared/api/schemas';
import { caseStudyYears, SERVICES_NAME_LIMIT } from '@shared/domain/preview-text';
import { useUiLanguage } from '@renderer/lib/i18n';
import { usePreviewAnchor } from '../hooks/use-current-field';
import { BadgeList } from './badge-list';
import { FileIcon, LinkIcon } from './icons';
import { NamedLink } from './named-link';
import { PreviewRow } from './preview-section';
import classes from './preview.module.css';

type CaseStudy = NonNullable<Service['caseStudies']>[number];

interface CaseStudyCardProps {
  /** Its field's preview anchor, `services[i].caseStudies[j]`. */
  anchor: string;
  study: CaseStudy;
  skills: readonly string[];
}

export function CaseStudyCard({ anchor, study, skills }: CaseStudyCardProps) {
  const { t } = useTranslation('review');
  const { direction } = useUiLanguage();
  const anchorProps = usePreviewAnchor(anchor);
  const years = caseStudyYears(study, t('servicePreview.present'));
  const links = study.links ?? [];
  const documents = study.documents ?? [];
  return (
    <div
      {...anchorProps}
      className={`${anchorProps.className} ${classes.caseStudy}`}
      data-testid="case-study"
    >
      <div className={classes.caseStudyBody}>
        <div className={classes.caseStudyHeader}>
          <p className={classes.projectName} dir="auto">
            {study.projectName}
          </p>
          {years && (
            <p className={classes.years}>
              {/* In the UI's direction: "2019 – 2021" runs as "2019 – Present" does, in Arabic too. */}
              <bdi dir={direction}>{years}</bdi>
            </p>
          )}
        </div>
        {study.clientName && <PreviewRow label={t('servicePreview.client')}>{study.clientName}</PreviewRow>}
        {study.clientIndustry && (
          <PreviewRow label={t('servicePreview.industry')}>{study.clientIndustry}</PreviewRow>
        )}
        {study.projectDescription && (
          <p className={classes.text} dir="auto">
            {study.projectDescription}
          </p>
        )}
        {skills.length > 0 && <BadgeList items={skills} size="xs" />}
        {links.length + documents.length > 0 && (
          <div className={classes.links}>
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
          </div>
        )}
      </div>
    </div>
  );
}
