// A saved view's name as the reviewer typed it: in its own direction (an English name in the Arabic
// console, or the other way round), aligned with the page's, cut at its own end when long.
import { useUiLanguage } from '@renderer/lib/i18n';
import classes from './view-name.module.css';

export function ViewName({ name }: { name: string }) {
  const { direction } = useUiLanguage();
  return (
    <span
      className={classes.name}
      dir="auto"
      style={{ textAlign: direction === 'rtl' ? 'right' : 'left' }}
      title={name}
    >
      {name}
    </span>
  );
}
