// The brand appears only as this logo image (section 1).
import { Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import logoUrl from '@renderer/assets/logo.svg';

export function BrandLogo({ size = 40 }: { size?: number }) {
  const { t } = useTranslation();
  return <Image src={logoUrl} alt={t('appName')} w={size} h={size} fit="contain" />;
}
