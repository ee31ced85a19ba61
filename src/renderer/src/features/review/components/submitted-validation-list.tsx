// The report's list of every field validation submitted for the review: valid or invalid, the field
// path and the note.
import {
  Alert,
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
import type { FieldValidationResult } from '@shared/api/schemas';
import { useFieldValidations } from '@renderer/lib/api/field-validations';
import { useLoadFailureToast } from '../hooks/use-load-failure-toast';

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

export function SubmittedValidationList({ agencyId }: { agencyId: string }) {
  const { t } = useTranslation('report');
  const { data, error, isPending, refetch, isFetching } = useFieldValidations(agencyId);
  useLoadFailureToast(error, t('errors.validationsTitle'));
  const validLabel = t('validations.valid');
  const invalidLabel = t('validations.invalid');

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
        <Table verticalSpacing="xs" aria-label={t('validations.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={72}>{t('validations.status')}</Table.Th>
              {/* Paths may break anywhere, so the column needs a floor or it shrinks to a letter. */}
              <Table.Th miw={160}>{t('validations.field')}</Table.Th>
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
                  <Code dir="ltr" style={{ overflowWrap: 'anywhere' }}>
                    {field.fieldPath}
                  </Code>
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
