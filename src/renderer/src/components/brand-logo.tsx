// The brand appears only as this logo image (section 1), on the sign-in screens and in the sidebar.
import { useTranslation } from 'react-i18next';
import logoUrl from '@renderer/assets/logo.svg';
import classes from './brand-logo.module.css';

export function BrandLogo({ size = 40 }: { size?: number }) {
  const { t } = useTranslation();
  const length = `calc(${size / 16}rem * var(--mantine-scale))`;
  return (
    <img
      className={classes.logo}
      alt={t('appName')}
      src={logoUrl}
      style={{ width: length, height: length }}
    />
  );
}
