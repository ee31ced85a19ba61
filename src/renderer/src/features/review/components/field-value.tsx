// The agency's current value at a field, so the reviewer sees what they judge: isolated, wrapped, and
// without bidi controls that could make a document name read as something else.
import { Image, List, Stack, Text } from '@mantine/core';
import { describeValue } from '@shared/domain/field-values';
import { withoutBidiControls as shown } from '@shared/domain/preview-text';
import { useImageSource } from '@renderer/lib/platform/platform-context';
import { useFieldTexts } from '../hooks/use-field-texts';

/** Images (the logo) are shown, not spelled out as a URL. */
const isImage = (value: unknown) =>
  typeof value === 'string' &&
  (/^data:image\//.test(value) || /\.(png|jpe?g|gif|svg|webp)(\?.*)?$/i.test(value));

export function FieldValue({ value }: { value: unknown }) {
  const { t, language, nameOf } = useFieldTexts();
  const described = describeValue(value, language, nameOf);
  const image = useImageSource(isImage(value) ? (value as string) : null);
  return (
    <Stack gap={4} data-testid="field-value">
      <Text size="xs" c="dimmed" fw={600}>
        {t('fields.currentValue')}
      </Text>
      {described.kind === 'empty' && (
        <Text size="sm" c="dimmed" fs="italic">
          {t('fields.noValue')}
        </Text>
      )}
      {described.kind === 'text' && image && (
        <Image src={image} alt={t('fields.currentValue')} w={64} h={64} radius="md" />
      )}
      {described.kind === 'text' && !image && (
        <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {shown(described.text)}
        </Text>
      )}
      {described.kind === 'list' && (
        <List size="sm" spacing={2} style={{ overflowWrap: 'anywhere' }}>
          {described.items.map((item, index) => (
            <List.Item key={index}>
              <bdi>{shown(item)}</bdi>
            </List.Item>
          ))}
        </List>
      )}
      {described.kind === 'entries' &&
        described.entries.map((entry) => (
          <Text key={entry.label} size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600} size="sm">
              {entry.label}:
            </Text>{' '}
            <bdi>{shown(entry.text)}</bdi>
          </Text>
        ))}
    </Stack>
  );
}
