// Services preview: each service a collapsible card with its localized title and pricing. The
// agency's texts are isolated and wrap; a section with nothing in it is not shown.
import { Accordion, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AgencyDetails, Service } from '@shared/api/schemas';
import { localizedText } from '@shared/domain/preview-text';
import { useUiLanguage } from '@renderer/lib/i18n';
import { BadgeList } from './badge-list';
import { CaseStudyCard } from './case-study-card';
import classes from './long-lists.module.css';
import { PreviewSection } from './preview-section';
import { PricingLine } from './pricing-line';
import { ProcessTimeline } from './process-timeline';

export function ServicesPreview({ agency }: { agency: AgencyDetails }) {
  const { t } = useTranslation('review');
  const services = agency.services ?? [];
  if (services.length === 0) return <Text c="gray.4">{t('servicePreview.none')}</Text>;
  return (
    <Accordion
      multiple
      variant="separated"
      defaultValue={services.map((_, index) => String(index))}
      styles={{
        item: { backgroundColor: 'var(--mantine-color-dark-6)', borderColor: 'var(--mantine-color-dark-4)' },
        control: { color: 'var(--mantine-color-gray-0)' },
      }}
    >
      {services.map((service, index) => (
        <ServiceCard key={index} value={String(index)} service={service} />
      ))}
    </Accordion>
  );
}

function ServiceCard({ service, value }: { service: Service; value: string }) {
  const { t } = useTranslation('review');
  const { language } = useUiLanguage();
  const title = localizedText(service.title ?? service.service?.title, language);
  const description = localizedText(service.service?.description, language);
  const skills = (service.skills ?? []).map((skill) => localizedText(skill.name, language)).filter(Boolean);
  const caseStudies = service.caseStudies ?? [];
  return (
    <Accordion.Item value={value} className={classes.renderWhenNear}>
      <Accordion.Control>
        <Stack gap={2} miw={0}>
          <Text fw={600} c="white" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <PricingLine pricing={service.pricing} />
        </Stack>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="md">
          {description && (
            <Text size="sm" c="gray.3" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {description}
            </Text>
          )}
          {skills.length > 0 && (
            <PreviewSection title={t('servicePreview.skills')}>
              <BadgeList items={skills} color="blue" />
            </PreviewSection>
          )}
          {caseStudies.length > 0 && (
            <PreviewSection title={t('servicePreview.caseStudies')}>
              {caseStudies.map((study, index) => (
                <CaseStudyCard key={study._id ?? index} study={study} skills={skills} />
              ))}
            </PreviewSection>
          )}
          <ProcessTimeline steps={service.process?.processes ?? []} />
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
