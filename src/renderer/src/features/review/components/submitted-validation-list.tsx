// The report's list of every field validation submitted for the review: valid or invalid, the field
// by the readable name the steps give it (a link back to it in its step) with its path, and the note.
// Texts are looked up once for the whole table, never per row (a review has 400 fields).
import {
  Alert,
  Anchor,
  Button,
  CheckIcon,
  CloseIcon,
  Code,
  Paper,
  Skeleton,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FieldValidationResult } from '@shared/api/schemas';
import { useFieldValidations } from '@renderer/lib/api/field-validations';
import { useOwnFieldTexts } from '../hooks/use-field-texts';
import { useLoadFailureToast } from '../hooks/use-load-failure-toast';
import { fieldHref, type FieldLinkInput } from '../lib/field-links';

// Its label comes from the list (one translation for 200 rows, not one per row).
function StatusIcon({ status, label }: { status: FieldValidationResult['validationStatus']; label: string }) {
  const valid = status === 'valid';
  return (
    <ThemeIcon
      color={valid ? 'teal' : 'red'}
      variant="light"
      radius="xl"
      size="md"
      role="img"
      aria-label={label}
    >
      {valid ? <CheckIcon size={12} /> : <CloseIcon size="14px" />}
    </ThemeIcon>
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
      <Anchor component={Link} to={href} title={linkTitle} size="sm" fw={500} display="block" mb={2}>
        {label}
      </Anchor>
      <Code dir="ltr" style={{ overflowWrap: 'anywhere' }}>
        {path}
      </Code>
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
        <Table layout="fixed" verticalSpacing="xs" aria-label={t('validations.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={72}>{t('validations.status')}</Table.Th>
              {/* Paths may break anywhere, so the column needs a floor or it shrinks to a letter. */}
              <Table.Th w="40%">{t('validations.field')}</Table.Th>
              <Table.Th>{t('validations.note')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((field) => (
              <Table.Tr key={field.fieldPath}>
                <Table.Td>
                  <StatusIcon
                    status={field.validationStatus}
                    label={field.validationStatus === 'valid' ? validLabel : invalidLabel}
                  />
                </Table.Td>
                <Table.Td>
                  <FieldCell
                    label={labelOf(field.fieldPath)}
                    path={field.fieldPath}
                    href={fieldHref(review, field.fieldPath)}
                    linkTitle={linkTitle}
                  />
                </Table.Td>
                <Table.Td>
                  {field.note?.trim() ? (
                    <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                      {field.note}
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('validations.noNote')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
