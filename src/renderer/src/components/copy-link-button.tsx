// "Copy link" on a review step and the report: the desktop app's own link (which opens the review in a
// colleague's console) or, in a browser, the page's address. Said once in a status region when copied.
import { Button, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewLinkTarget } from '@shared/review-link';
import { notifyError } from '@renderer/lib/notify';
import { usePlatform } from '@renderer/lib/platform/platform-context';
import { shareableLinkOf } from '@renderer/lib/review-links';
import { IconCheck, IconLink } from './icons';

/** How long the button says "Link copied". */
const COPIED_MS = 2500;

export function CopyLinkButton({ target }: { target: ReviewLinkTarget }) {
  const { t } = useTranslation('common');
  const { kind } = usePlatform();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    const link = shareableLinkOf(kind, target, window.location.origin);
    navigator.clipboard.writeText(link).then(
      () => setCopied(true),
      (error: unknown) => notifyError(error, t('links.copyFailed'), 'layout', { id: 'link-copy-failed' }),
    );
  };

  return (
    <>
      <Button
        variant="default"
        size="sm"
        leftSection={copied ? <IconCheck size={16} /> : <IconLink size={16} />}
        onClick={copy}
        data-testid="copy-review-link"
      >
        {t('links.copy')}
      </Button>
      <VisuallyHidden role="status">{copied ? t('links.copied') : ''}</VisuallyHidden>
    </>
  );
}
