// The report's list of every field validation submitted for the review: valid or invalid, the field
// by the readable name the steps give it (a link back to it in its step) with its path, and the note.
// Texts are looked up once for the whole table, never per row (a review has 400 fields), and the rows
// are plain elements styled by report.module.css: Mantine's components do their style work per row.
import { Alert, Button, CheckIcon, CloseIcon, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FieldValidationResult } from '@shared/api/schemas';
import { useFieldValidations } from '@renderer/lib/api/field-validations';
import { useOwnFieldTexts } from '../hooks/use-field-texts';
import { useLoadFailureToast } from '../hooks/use-load-failure-toast';
import { fieldHref, type FieldLinkInput } from '../lib/field-links';
import classes from './report.module.css';

const VALID_ICON = <CheckIcon className={classes.validIcon} />;
const INVALID_ICON = <CloseIcon size="14px" />;

// Its label comes from the list (one translation for 400 rows, not one per row).
function StatusIcon({ status, label }: { status: FieldValidationResult['validationStatus']; label: string }) {
  const valid = status === 'valid';
  return (
    <span
      role="img"
      aria-label={label}
      className={`${classes.status} ${valid ? classes.valid : classes.invalid}`}
    >
      {valid ? VALID_ICON : INVALID_ICON}
    </span>
  );
}

/** The field's readable name, linking back to it in its step, and its path as the specification gives it. */
function FieldCell({
  label,
  path,
  href,
  linkTitle,
}: {
  label: string;
  path: string;
  href: string;
  linkTitle: string;
}) {
  return (
    <>
      <Link to={href} title={linkTitle} className={`mantine-focus-auto ${classes.fieldLink}`}>
        {label}
      </Link>
      <code dir="ltr" className={classes.path}>
        {path}
      </code>
    </>
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
        <table className={classes.table} aria-label={t('validations.title')}>
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
      )}
    </Paper>
  );
}
