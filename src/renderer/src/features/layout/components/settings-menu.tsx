// The sidebar's Settings: the switch for single-key shortcuts (WCAG 2.1.4: they can be turned off),
// remembered across restarts, and the way to the keyboard shortcuts sheet without a key.
import { Button, Kbd, Popover, Stack, Switch } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { IconKeyboard, IconSettings } from '@renderer/components/icons';
import { useUiLanguage } from '@renderer/lib/i18n';
import { paths } from '@renderer/lib/paths';
import { useShortcutSettings } from '@renderer/lib/shortcuts/shortcut-settings';
import { useShortcutsSheet } from '../stores/shortcuts-sheet-store';

interface SettingsMenuProps {
  collapsed: boolean;
  /** Beside the sidebar, or above the button where the sidebar is a drawer as wide as a phone. */
  position?: 'side' | 'above';
}

export function SettingsMenu({ collapsed, position = 'side' }: SettingsMenuProps) {
  const { t } = useTranslation('shortcuts');
  const { direction } = useUiLanguage();
  const [opened, setOpened] = useState(false);
  const { lettersEnabled, setLettersEnabled } = useShortcutSettings();
  const openSheet = useShortcutsSheet((state) => state.open);
  const target = useRef<HTMLButtonElement>(null);

  const showShortcuts = () => {
    setOpened(false);
    // The sheet hands focus back to what was focused as it opened: Settings, not a closing popover.
    target.current?.focus();
    openSheet();
  };
  const label = t('settings.button');
  // Esc in the menu closes the menu only, not the narrow window's drawer around it (Mantine's modals
  // leave a key alone whose target says so).
  const escClosesMenuOnly = { 'data-mantine-stop-propagation': true };
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      // Toward the content: right of the sidebar in English, left of it in Arabic; above Settings in
      // the narrow window's drawer.
      position={position === 'above' ? 'top-start' : direction === 'rtl' ? 'left-end' : 'right-end'}
      width={300}
      // Clear of the sidebar's edge, expanded or collapsed.
      offset={position === 'above' ? 8 : 24}
      shadow="md"
      trapFocus
      returnFocus
      withArrow
      // The sidebar is fixed, so its button never scrolls away from the popover.
      hideDetached={false}
    >
      <Popover.Target>
        {/* As Logout below: the icon alone, named, in the collapsed sidebar. */}
        <Button
          ref={target}
          variant="subtle"
          color="gray"
          justify={collapsed ? 'center' : 'flex-start'}
          leftSection={<IconSettings />}
          aria-label={collapsed ? label : undefined}
          // Controlled: the target leaves opening to us (outside clicks and Esc close through onChange).
          onClick={() => setOpened((open) => !open)}
        >
          {collapsed ? null : label}
        </Button>
      </Popover.Target>
      {/* Never wider than a narrow window, clear of its edges. */}
      <Popover.Dropdown data-testid="settings-menu" maw="calc(100vw - 2rem)">
        <Stack gap="md">
          <Switch
            label={t('settings.letters')}
            description={t('settings.lettersDescription')}
            checked={lettersEnabled}
            onChange={(event) => setLettersEnabled(event.currentTarget.checked)}
            data-autofocus
            {...escClosesMenuOnly}
          />
          <Button
            variant="light"
            size="xs"
            justify="space-between"
            leftSection={<IconKeyboard />}
            rightSection={<Kbd size="xs">?</Kbd>}
            onClick={showShortcuts}
            {...escClosesMenuOnly}
          >
            {t('settings.showShortcuts')}
          </Button>
          {/* Snippets, what follows a conclusion, the undo window: a screen of their own. */}
          <Button
            component={Link}
            to={paths.settings.getHref()}
            variant="default"
            size="xs"
            onClick={() => setOpened(false)}
            data-testid="all-settings"
            {...escClosesMenuOnly}
          >
            {t('settings.allSettings')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
