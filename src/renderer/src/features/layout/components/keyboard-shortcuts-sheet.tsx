// The "Keyboard shortcuts" sheet: every key of the current screen (as registered) and the keys that
// work everywhere. `?` opens and closes it, as do the sidebar's Settings and the desktop Help menu;
// Esc and the close button close it, and focus goes back to where it was.
import { Alert, Badge, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '@renderer/lib/platform/platform-context';
import type { ShortcutBinding } from '@renderer/lib/shortcuts/binding';
import { listShortcuts, useShortcutRegistry } from '@renderer/lib/shortcuts/shortcut-registry';
import { useShortcutSettings } from '@renderer/lib/shortcuts/shortcut-settings';
import { useShortcuts } from '@renderer/lib/shortcuts/use-shortcuts';
import { useShortcutsSheet } from '../stores/shortcuts-sheet-store';
import { KeyCombo } from './key-combo';

const SHEET_ID = 'sheet.toggle';
const CLOSE_ID = 'sheet.close';

export function KeyboardShortcutsSheet() {
  const { t } = useTranslation('shortcuts');
  const { opened, open, close, toggle } = useShortcutsSheet();
  const { onShowKeyboardShortcuts } = usePlatform();
  const registrations = useShortcutRegistry((state) => state.registrations);
  const lettersEnabled = useShortcutSettings((state) => state.lettersEnabled);

  // `?` is Shift + Slash by the physical key (؟ on an Arabic keyboard); open, it also closes the sheet.
  const sheetKey = useMemo(
    (): ShortcutBinding => ({
      id: SHEET_ID,
      code: 'Slash',
      shift: true,
      letter: true,
      inDialog: opened,
      labelKey: 'actions.showShortcuts',
      run: toggle,
    }),
    [opened, toggle],
  );
  // Esc through the shortcut engine rather than the modal's own listener: it is then this key press's
  // one action, so closing the sheet over the full-screen preview does not also leave full screen.
  const closeKey = useMemo(
    (): ShortcutBinding => ({
      id: CLOSE_ID,
      code: 'Escape',
      inTyping: true,
      inDialog: true,
      when: () => opened,
      labelKey: 'actions.closeShortcuts',
      run: close,
    }),
    [opened, close],
  );
  useShortcuts([sheetKey, closeKey]);
  useEffect(() => onShowKeyboardShortcuts(open), [onShowKeyboardShortcuts, open]);
  // Leaving the guarded screens (logout) never leaves the sheet open for the next sign-in.
  useEffect(() => close, [close]);

  const screenKeys = listShortcuts(registrations).filter(
    (binding) => binding.id !== SHEET_ID && binding.id !== CLOSE_ID,
  );
  return (
    <Modal
      opened={opened}
      onClose={close}
      closeOnEscape={false}
      title={t('sheet.title')}
      size="lg"
      centered
      // The sheet's title heads its two sections.
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      // Gone at once on closing, so the next key (F, J) is the screen's, not a fading dialog's.
      transitionProps={{ exitDuration: 0 }}
    >
      <Stack gap="lg">
        {!lettersEnabled && (
          <Alert variant="light" color="gray" p="xs">
            {t('sheet.lettersOff')}
          </Alert>
        )}
        <ShortcutTable title={t('sheet.thisScreen')} bindings={screenKeys} empty={t('sheet.noneHere')} />
        <ShortcutTable title={t('sheet.everywhere')} bindings={[sheetKey]} />
      </Stack>
    </Modal>
  );
}

interface ShortcutTableProps {
  title: string;
  bindings: readonly ShortcutBinding[];
  empty?: string;
}

function ShortcutTable({ title, bindings, empty }: ShortcutTableProps) {
  const { t } = useTranslation('shortcuts');
  const lettersEnabled = useShortcutSettings((state) => state.lettersEnabled);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId} mb="xs">
        {title}
      </Title>
      {bindings.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Table aria-labelledby={titleId} verticalSpacing={6} data-testid="shortcut-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="35%" style={{ textAlign: 'start' }}>
                {t('sheet.key')}
              </Table.Th>
              <Table.Th style={{ textAlign: 'start' }}>{t('sheet.action')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bindings.map((binding) => (
              <Table.Tr key={binding.id} data-shortcut={binding.id}>
                <Table.Td>
                  <KeyCombo binding={binding} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm">{t(binding.labelKey)}</Text>
                    {binding.letter && !lettersEnabled && (
                      <Badge size="sm" variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
                        {t('sheet.off')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
