// "Skip to main content": the first stop of the keyboard, straight past the sidebar.
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus moves without a #fragment in the URL, which the router would take as a navigation.
    event.preventDefault();
    document.getElementById(targetId)?.focus();
  };
  return (
    <a href={`#${targetId}`} className={classes.link} onClick={skip}>
      {t('skipToContent')}
    </a>
  );
}
