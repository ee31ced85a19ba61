// The report screen (/agency/:agencyId/review/:reviewId/report): the review's summary, every field
// validation and the conclusion, whose draft survives reloads, 401s and failed submits. A review the
// backend says has ended shows that instead; one without validations cannot be concluded yet.
import { Group, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { draftKey } from '@shared/ipc/draft-keys';
import { CopyLinkButton } from '@renderer/components/copy-link-button';
import { useFieldValidations } from '@renderer/lib/api/field-validations';
import { useDraftOwner } from '@renderer/lib/api/reviewer-profile';
import { useDraft } from '@renderer/lib/hooks/use-draft';
import { useScreenVisit, type ScreenVisit } from '@renderer/lib/hooks/use-screen-visit';
import { paths, type ReviewSource } from '@renderer/lib/paths';
import { useReviewDetails } from '../api/get-review-details';
import { useConclusionSubmit } from '../hooks/use-conclusion-submit';
import { useHeldOrSending } from '../stores/held-conclusion-store';
import { restoreConclusion } from '../lib/conclusion-draft';
import { reportState } from '../lib/report-lifecycle';
import { ConclusionForm } from './conclusion-form';
import { ConclusionProblemNotice } from './conclusion-problem';
import { ConclusionSubmitted, NoValidationsNotice } from './conclusion-status';
import { HeldOnReport } from './held-conclusions';
import { ReviewSummary } from './review-summary';
import { SubmittedValidationList } from './submitted-validation-list';

function ConclusionSection({
  agencyId,
  reviewId,
  source,
  backHref,
  blocked,
  visit,
}: {
  agencyId: string;
  reviewId: string;
  source?: ReviewSource;
  backHref: string;
  blocked: boolean;
  visit: ScreenVisit;
}) {
  const draft = useDraft<unknown>(draftKey(reviewId, 'report'), useDraftOwner());
  const { submit, submitting, problem } = useConclusionSubmit(agencyId, reviewId, visit, source);
  // Held in its undo window (opened again from history): read-only, with the window's own actions.
  const held = useHeldOrSending(reviewId);
  // The form starts from the draft, so it waits for it rather than flashing an empty text.
  if (!draft.loaded) return <Loader size="sm" />;
  return (
    <ConclusionForm
      initial={restoreConclusion(draft.draft)}
      backHref={backHref}
      submitting={submitting || held}
      blocked={blocked}
      notice={
        held ? <HeldOnReport reviewId={reviewId} /> : problem && <ConclusionProblemNotice problem={problem} />
      }
      onChange={draft.save}
      onSubmit={(body) => void submit(body)}
    />
  );
}

export function ReportPage() {
  const { t } = useTranslation('report');
  const { agencyId = '', reviewId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const source = searchParams.get('source') === 'updated' ? 'updated' : undefined;
  const visit = useScreenVisit();
  const state = reportState(reviewId, useReviewDetails(agencyId), useFieldValidations(agencyId));

  return (
    <Stack gap="lg" p="lg" maw={1100}>
      <Group justify="space-between" gap="sm">
        <Title order={1}>{t('title')}</Title>
        <CopyLinkButton target={{ agencyId, reviewId, step: 'report', source }} />
      </Group>
      <ReviewSummary agencyId={agencyId} reviewId={reviewId} />
      <SubmittedValidationList review={{ agencyId, reviewId, source }} />
      {state.status === 'concluded' ? (
        <ConclusionSubmitted outcome={state.outcome} />
      ) : (
        <>
          {state.status === 'noValidations' && (
            <NoValidationsNotice
              profileHref={paths.reviewProfile.getHref(agencyId, reviewId, source)}
              servicesHref={paths.reviewServices.getHref(agencyId, reviewId, source)}
            />
          )}
          <ConclusionSection
            key={reviewId}
            agencyId={agencyId}
            reviewId={reviewId}
            source={source}
            backHref={paths.reviewServices.getHref(agencyId, reviewId, source)}
            blocked={state.status !== 'open'}
            visit={visit}
          />
        </>
      )}
    </Stack>
  );
}
