// English / Arabic, on the sign-in screens and in the sidebar: a radio group (arrow keys move
// between the two, as with any radios), each language named in itself.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '@shared/ipc/contract';
import { useUiLanguage } from '@renderer/lib/i18n';
import classes from './language-switch.module.css';

const LANGUAGES: readonly UiLanguage[] = ['en', 'ar'];

export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, setLanguage } = useUiLanguage();
  const name = useId();
  return (
    <div role="radiogroup" aria-label={t('language.label')} className={classes.root}>
      {LANGUAGES.map((value) => (
        <label key={value} className={classes.option}>
          <input
            type="radio"
            name={name}
            value={value}
            checked={language === value}
            onChange={() => void setLanguage(value)}
            className={classes.input}
          />
          <span lang={value} className={classes.label}>
            {t(`language.${value}`)}
          </span>
        </label>
      ))}
    </div>
  );
}
