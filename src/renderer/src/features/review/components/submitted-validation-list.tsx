// The report's list of every field validation submitted for the review: valid or invalid, the field
// by the readable name the steps give it (a link back to it in its step) with its path, and the note.
// For a re-review (from Updated Profiles), a line says how many fields changed since the last review
// and each changed field's row says so.
// Texts are looked up once for the whole table, never per row (a review has 400 fields), and the rows
// are plain elements styled by report.module.css: Mantine's components do their style work per row.
import { Alert, Button, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { FieldValidationResult } from '@shared/api/schemas';
import { useFieldValidations } from '@renderer/lib/api/field-validations';
import { useFlaggedFields } from '../api/get-flagged-fields';
import { useOwnFieldTexts } from '../hooks/use-field-texts';
import { useLoadFailureToast } from '../hooks/use-load-failure-toast';
import { fieldHref, type FieldLinkInput } from '../lib/field-links';
import classes from './report.module.css';

// Its label comes from the list (one translation for 400 rows, not one per row); the check or the
// cross is drawn by CSS, not an SVG per row.
function StatusIcon({ status, label }: { status: FieldValidationResult['validationStatus']; label: string }) {
  const valid = status === 'valid';
  return (
    <span
      role="img"
      aria-label={label}
      className={`${classes.status} ${valid ? classes.valid : classes.invalid}`}
    />
  );
}

/**
 * A plain click on a field's link (mouse, or Enter on the focused link) goes through the router; the
 * rows are plain anchors with one handler for all of them, not 400 router links with hooks each.
 * Modified clicks keep the browser's own meaning.
 */
function useFieldLinkClicks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-field-link]');
    const href = link?.getAttribute('href');
    if (!href || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(href);
  };
}

/**
 * The field's readable name, linking back to it in its step, its path as the specification gives it,
 * and on a re-review whether it changed since the last review.
 */
function FieldCell({
  label,
  path,
  href,
  linkTitle,
  changed,
}: {
  label: string;
  path: string;
  href: string;
  linkTitle: string;
  /** The marker's text when the field changed since the last review. */
  changed: string | null;
}) {
  return (
    <>
      <a href={href} title={linkTitle} data-field-link className={classes.fieldLink}>
        {label}
      </a>
      <code dir="ltr" className={classes.path}>
        {path}
      </code>
      {changed && <span className={classes.changed}>{changed}</span>}
    </>
  );
}

/** The fields flagged changed, on a re-review; empty until known (and on any other review). */
function useChangedFields(review: FieldLinkInput): ReadonlySet<string> {
  const { data } = useFlaggedFields(review.agencyId, review.source === 'updated');
  return useMemo(
    () => new Set(data?.filter((field) => field.changed).map((field) => field.fieldPath)),
    [data],
  );
}

export function SubmittedValidationList({ review }: { review: FieldLinkInput }) {
  const { t } = useTranslation('report');
  const { labelOf } = useOwnFieldTexts();
  const { data, error, isPending, refetch, isFetching } = useFieldValidations(review.agencyId);
  useLoadFailureToast(error, t('errors.validationsTitle'));
  const validLabel = t('validations.valid');
  const invalidLabel = t('validations.invalid');
  const linkTitle = t('validations.openField');
  const noNote = t('validations.noNote');
  const changed = useChangedFields(review);
  const changedMarker = t('changes.marker');
  const followFieldLink = useFieldLinkClicks();

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('validations.title')}
      </Title>
      {error && !data ? (
        <Alert color="red" title={t('errors.validationsTitle')}>
          <Button size="xs" variant="light" color="red" loading={isFetching} onClick={() => void refetch()}>
            {t('errors.retry')}
          </Button>
        </Alert>
      ) : isPending ? (
        <Skeleton height={120} />
      ) : data.length === 0 ? (
        <Text c="dimmed">{t('validations.empty')}</Text>
      ) : (
        <>
          {changed.size > 0 && (
            <Text size="sm" mb="sm" data-testid="changed-fields-summary">
              {t('changes.summary', { count: changed.size })}
            </Text>
          )}
          {/* Its click handler only routes the links' own clicks (which Enter on a link fires too). */}
          <table className={classes.table} aria-label={t('validations.title')} onClick={followFieldLink}>
            <thead>
              <tr>
                <th className={classes.statusColumn}>{t('validations.status')}</th>
                <th className={classes.fieldColumn}>{t('validations.field')}</th>
                <th>{t('validations.note')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((field) => (
                <tr key={field.fieldPath}>
                  <td>
                    <StatusIcon
                      status={field.validationStatus}
                      label={field.validationStatus === 'valid' ? validLabel : invalidLabel}
                    />
                  </td>
                  <td>
                    <FieldCell
                      label={labelOf(field.fieldPath)}
                      path={field.fieldPath}
                      href={fieldHref(review, field.fieldPath)}
                      linkTitle={linkTitle}
                      changed={changed.has(field.fieldPath) ? changedMarker : null}
                    />
                  </td>
                  {field.note?.trim() ? (
                    <td className={classes.note} dir="auto">
                      {field.note}
                    </td>
                  ) : (
                    <td className={`${classes.note} ${classes.noNote}`}>{noNote}</td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Paper>
  );
}
