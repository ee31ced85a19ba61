// One field to validate: its readable path, the agency's value, valid/invalid, and a note when invalid.
// For updated profiles, unchanged fields are shown disabled and collapsed. Memoised, and given the
// form's (stable) methods rather than reading a context: on a 200-field step, a change to one field
// re-renders that field only.
import { Accordion, Group, Radio, Stack, Text, Tooltip } from '@mantine/core';
import { memo } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import type { FlagState } from '@shared/domain/field-selection';
import type { StepFormValues } from '../lib/step-form-schema';
import { FieldValue } from './field-value';
import { NotChangedIcon, WarningIcon } from './icons';
import { NoteInput } from './note-input';
import { useIsCurrentField } from '../hooks/use-current-field';
import { useFieldTexts } from '../hooks/use-field-texts';
import current from './current-field.module.css';
import classes from './long-lists.module.css';

export type StepFormMethods = Pick<UseFormReturn<StepFormValues>, 'control' | 'getFieldState' | 'trigger'>;

interface FieldValidationItemProps {
  form: StepFormMethods;
  path: string;
  label: string;
  value: unknown;
  flag: FlagState;
  /** Position in the form's fields; absent for fields that are not submitted (unchanged). */
  index?: number;
}

export const FieldValidationItem = memo(function FieldValidationItem({
  form,
  path,
  label,
  value,
  flag,
  index,
}: FieldValidationItemProps) {
  return (
    <Accordion.Item
      value={path}
      data-field-path={path}
      data-flag={flag}
      className={`${classes.renderWhenNear} ${current.fieldItem}`}
    >
      <CurrentFieldMark path={path} />
      <Accordion.Control disabled={index === undefined} icon={<FlagIcon flag={flag} />}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
      </Accordion.Control>
      <Accordion.Panel>
        {index === undefined ? (
          <FieldValue value={value} />
        ) : (
          <FieldJudgement form={form} index={index} value={value} />
        )}
      </Accordion.Panel>
    </Accordion.Item>
  );
});

/** The current field's bar: only this re-renders when the current field changes, not the field. */
function CurrentFieldMark({ path }: { path: string }) {
  const isCurrent = useIsCurrentField(path);
  return isCurrent ? <span className={current.fieldMark} data-current-field-mark aria-hidden /> : null;
}

function FlagIcon({ flag }: { flag: FlagState }) {
  const { t } = useFieldTexts();
  if (flag === 'any') return null;
  const label = flag === 'changed' ? t('fields.changed') : t('fields.notChanged');
  return (
    <Tooltip label={label}>
      <span role="img" aria-label={label} style={{ display: 'inline-flex' }}>
        {flag === 'changed' ? (
          <WarningIcon color="var(--mantine-color-orange-6)" />
        ) : (
          <NotChangedIcon color="var(--mantine-color-gray-5)" />
        )}
      </span>
    </Tooltip>
  );
}

function FieldJudgement({ form, index, value }: { form: StepFormMethods; index: number; value: unknown }) {
  const { t, errorText } = useFieldTexts();
  const { control, getFieldState, trigger } = form;
  const { field, fieldState } = useController({ control, name: `fields.${index}.validationStatus` });
  return (
    <Stack gap="sm">
      <FieldValue value={value} />
      <Radio.Group
        label={t('fields.status')}
        value={field.value ?? ''}
        onChange={(next) => {
          field.onChange(next);
          field.onBlur();
          // The note's rule depends on the status: re-check a note already touched.
          const note = `fields.${index}.note` as const;
          if (getFieldState(note).isTouched) void trigger(note);
        }}
        error={errorText(fieldState.error)}
      >
        <Group gap="lg" mt={4}>
          <Radio value="valid" label={t('fields.valid')} color="green" />
          <Radio value="invalid" label={t('fields.invalid')} color="red" />
        </Group>
      </Radio.Group>
      {field.value === 'invalid' && <NoteInput control={control} index={index} />}
    </Stack>
  );
}
