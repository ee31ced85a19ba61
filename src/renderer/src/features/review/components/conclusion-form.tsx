// The agency state (Accepted / Rejected), the anonymous conclusion, Back and Submit. Every change
// goes to the draft; a blank conclusion is never sent, nor one the report refuses (`blocked`), and
// nothing changes while a submit runs. Snippets go in with Ctrl+/ or "Insert snippet" ({agency}
// filled), and the text can be saved as one.
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { ReviewDetails } from '@shared/api/schemas';
import { SnippetActions } from '@renderer/components/snippets/snippet-actions';
import { SnippetPicker } from '@renderer/components/snippets/snippet-picker';
import { queryKeys } from '@renderer/lib/query-keys';
import { useShortcuts } from '@renderer/lib/shortcuts/use-shortcuts';
import { isInSnippetPicker, snippetPickerShortcut } from '@renderer/lib/snippets/snippet-picker-store';
import { isBlank, type ConclusionAction, type ConclusionDraft } from '../lib/conclusion-draft';
import { conclusionPlaceholders } from '../lib/snippet-placeholders';
import classes from './report.module.css';

export interface ConclusionFormProps {
  initial: ConclusionDraft;
  backHref: string;
  submitting: boolean;
  /** The report says why it cannot be sent (no validations yet, details not loaded). */
  blocked?: boolean;
  /** Why the last submit sent nothing, or what is not known of it; its Retry submits this form. */
  notice?: ReactNode;
  onChange(draft: ConclusionDraft): void;
  onSubmit(draft: ConclusionDraft): void;
}

export function ConclusionForm({
  initial,
  backHref,
  submitting,
  blocked = false,
  notice,
  onChange,
  onSubmit,
}: ConclusionFormProps) {
  const { t } = useTranslation('report');
  const stateLabelId = useId();
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const blank = isBlank(draft.conclusion);

  const change = (next: ConclusionDraft) => {
    setDraft(next);
    onChange(next);
  };
  const submit = () => {
    if (blank) setAttempted(true);
    else if (!submitting && !blocked) onSubmit({ action: draft.action, conclusion: draft.conclusion.trim() });
  };
  // Ctrl/⌘+Enter anywhere on the report, the conclusion box included (by the physical key).
  useShortcuts([
    {
      id: 'report.submit-conclusion',
      code: 'Enter',
      ctrlOrMeta: true,
      inTyping: true,
      labelKey: 'actions.submitConclusion',
      run: () => {
        setTouched(true);
        submit();
      },
    },
    snippetPickerShortcut(),
  ]);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const queryClient = useQueryClient();
  const { agencyId = '' } = useParams();
  const placeholders = () =>
    conclusionPlaceholders(queryClient.getQueryData<ReviewDetails>(queryKeys.reviewDetails(agencyId)));

  return (
    <Paper withBorder p="md" radius="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Stack gap={6}>
            <Text fw={500} size="sm" id={stateLabelId}>
              {t('conclusion.agencyState')}
            </Text>
            <SegmentedControl
              aria-labelledby={stateLabelId}
              value={draft.action}
              readOnly={submitting}
              onChange={(action) => change({ ...draft, action: action as ConclusionAction })}
              data={[
                { value: 'accepted', label: t('conclusion.accepted') },
                { value: 'rejected', label: t('conclusion.rejected') },
              ]}
              color={draft.action === 'accepted' ? 'teal' : 'red'}
              w="fit-content"
            />
          </Stack>
          <Textarea
            label={t('conclusion.label')}
            placeholder={t('conclusion.placeholder')}
            description={t('conclusion.shortcut')}
            value={draft.conclusion}
            onChange={(event) => change({ ...draft, conclusion: event.currentTarget.value })}
            onBlur={(event) => !isInSnippetPicker(event.relatedTarget) && setTouched(true)}
            readOnly={submitting}
            dir="auto"
            spellCheck
            classNames={{ input: classes.conclusion }}
            ref={textarea}
            data-snippet-field
          />
          <SnippetPicker field={textarea} placeholders={placeholders} />
          {!submitting && <SnippetActions field={textarea} text={draft.conclusion} />}
          {blank && (touched || attempted) && (
            <Alert color="red" variant="light" role="alert">
              {t('conclusion.required')}
            </Alert>
          )}
          {notice}
          <Group justify="space-between">
            <Button component={Link} to={backHref} variant="default">
              {t('conclusion.back')}
            </Button>
            <Button type="submit" disabled={blank || blocked} loading={submitting}>
              {t('conclusion.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
