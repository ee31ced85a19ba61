// Services preview: each service a collapsible card with its localized title and pricing. The
// agency's texts are isolated and wrap; a section with nothing in it is not shown. A card, its case
// studies and its process are the anchors of their fields; a card opens when one of them becomes
// current from the field list.
import { Accordion } from '@mantine/core';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgencyDetails, Service } from '@shared/api/schemas';
import { localizedText } from '@shared/domain/preview-text';
import { useUiLanguage } from '@renderer/lib/i18n';
import { useCurrentFieldControl, usePreviewAnchor } from '../hooks/use-current-field';
import { serviceIndexOf } from '../lib/preview-anchors';
import { BadgeList } from './badge-list';
import { CaseStudyCard } from './case-study-card';
import preview from './preview.module.css';
import { PreviewAnchor } from './preview-anchor';
import { PreviewSection } from './preview-section';
import { PricingLine } from './pricing-line';
import { ProcessTimeline } from './process-timeline';

export function ServicesPreview({ agency }: { agency: AgencyDetails }) {
  const { t } = useTranslation('review');
  const services = agency.services ?? [];
  const [opened, setOpened] = useState(() => services.map((_, index) => String(index)));
  const store = useCurrentFieldControl()?.store;
  // Opened for the field list's current field; a click in the preview leaves the cards as they are.
  useEffect(
    () =>
      store?.subscribe(({ anchor, origin }) => {
        const index = serviceIndexOf(anchor);
        if (index === null || origin !== 'list') return;
        setOpened((open) => (open.includes(String(index)) ? open : [...open, String(index)]));
      }),
    [store],
  );
  if (services.length === 0) return <p className={preview.empty}>{t('servicePreview.none')}</p>;
  return (
    <Accordion
      multiple
      variant="separated"
      value={opened}
      onChange={setOpened}
      styles={{
        item: { backgroundColor: 'var(--mantine-color-dark-6)', borderColor: 'var(--mantine-color-dark-4)' },
        control: { color: 'var(--mantine-color-gray-0)' },
      }}
    >
      {services.map((service, index) => (
        <ServiceCard key={index} index={index} service={service} />
      ))}
    </Accordion>
  );
}

/** The card, the anchor of its service's own fields: only the frame re-renders when it becomes current. */
const ServiceCard = memo(function ServiceCard({ service, index }: { service: Service; index: number }) {
  const anchor = usePreviewAnchor(`services[${index}]`);
  return (
    <Accordion.Item {...anchor} value={String(index)} className={anchor.className}>
      <Accordion.Control>
        <ServiceHeading service={service} />
      </Accordion.Control>
      <Accordion.Panel>
        <ServiceDetails service={service} index={index} />
      </Accordion.Panel>
    </Accordion.Item>
  );
});

const ServiceHeading = memo(function ServiceHeading({ service }: { service: Service }) {
  const { language } = useUiLanguage();
  const title = localizedText(service.title ?? service.service?.title, language);
  return (
    <div className={preview.heading}>
      <p className={preview.title} dir="auto">
        {title}
      </p>
      <PricingLine pricing={service.pricing} />
    </div>
  );
});

const ServiceDetails = memo(function ServiceDetails({ service, index }: { service: Service; index: number }) {
  const { t } = useTranslation('review');
  const { language } = useUiLanguage();
  const card = `services[${index}]`;
  const description = localizedText(service.service?.description, language);
  const skills = (service.skills ?? []).map((skill) => localizedText(skill.name, language)).filter(Boolean);
  const caseStudies = service.caseStudies ?? [];
  const steps = service.process?.processes ?? [];
  return (
    <div className={preview.details}>
      {description && (
        <p className={preview.text} dir="auto">
          {description}
        </p>
      )}
      {skills.length > 0 && (
        <PreviewSection title={t('servicePreview.skills')}>
          <BadgeList items={skills} color="blue" />
        </PreviewSection>
      )}
      {caseStudies.length > 0 && (
        <PreviewSection title={t('servicePreview.caseStudies')}>
          {caseStudies.map((study, at) => (
            <CaseStudyCard
              key={study._id ?? at}
              anchor={`${card}.caseStudies[${at}]`}
              study={study}
              skills={skills}
            />
          ))}
        </PreviewSection>
      )}
      {steps.length > 0 && (
        <PreviewAnchor anchor={`${card}.process`}>
          <ProcessTimeline steps={steps} />
        </PreviewAnchor>
      )}
    </div>
  );
});
