// "Open a link": a review link pasted from mail or chat (where a console link may not be clickable),
// or in a browser the address of a review page of this console. Opened as any navigation is; anything
// else is refused with its reason under the field and opens nothing.
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { parsePastedLink } from '@shared/review-link';
import { usePlatform } from '@renderer/lib/platform/platform-context';
import { reviewHrefOf } from '@renderer/lib/review-links';

export function OpenLinkDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation('layout');
  return (
    <Modal opened={opened} onClose={onClose} title={t('openLink.title')} centered>
      {opened && <OpenLinkForm onClose={onClose} />}
    </Modal>
  );
}

function OpenLinkForm({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(['layout', 'common']);
  const { kind } = usePlatform();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [refused, setRefused] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A browser opens its own review pages too; the desktop app's pages have no address to paste.
    const target = parsePastedLink(text, kind === 'web' ? window.location.origin : null);
    if (!target) {
      setRefused(true);
      return;
    }
    onClose();
    void navigate(reviewHrefOf(target));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('openLink.label')}
          description={t('openLink.description')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setRefused(false);
          }}
          error={refused ? `${t('common:links.refused')}. ${t('common:links.refusedDetail')}` : null}
          // A link reads left to right in Arabic too.
          dir="ltr"
          required
          data-autofocus
          autoComplete="off"
          spellCheck={false}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('openLink.cancel')}
          </Button>
          <Button type="submit">{t('openLink.submit')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
