// The brand appears only as this logo image (section 1). The markup of Mantine's Image, written out:
// it is on the first screen of every session (features/auth/components/sign-in-parts.tsx says why).
import { Image } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import logoUrl from '@renderer/assets/logo.svg';

export function BrandLogo({ size = 40 }: { size?: number }) {
  const { t } = useTranslation();
  const length = `calc(${size / 16}rem * var(--mantine-scale))`;
  return (
    <img
      className={`${Image.classes.root} mantine-Image-root`}
      alt={t('appName')}
      src={logoUrl}
      style={{ '--image-object-fit': 'contain', width: length, height: length } as CSSProperties}
    />
  );
}
