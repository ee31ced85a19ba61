// The frame of every sign-in and recovery screen: the logo, the language switch, a titled card, and
// what it says while a review link waits for the sign-in (lib/link-after-sign-in.ts).
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '@renderer/components/brand-logo';
import { LanguageSwitch } from '@renderer/components/language-switch';
import { useLinkAfterSignIn } from '@renderer/lib/link-after-sign-in';
import classes from './auth-card.module.css';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

export function AuthCard({ title, description, children }: AuthCardProps) {
  const { t } = useTranslation('auth');
  const linkWaiting = useLinkAfterSignIn((state) => state.href !== null);
  return (
    <main className={classes.page}>
      <div className={classes.column}>
        <div className={classes.header}>
          <BrandLogo />
          <LanguageSwitch />
        </div>
        <div className={classes.card}>
          <div className={classes.heading}>
            <h1 className={classes.title}>{title}</h1>
            {description && <p className={classes.description}>{description}</p>}
          </div>
          {/* Always there, so a screen reader announces the notice when a link arrives. */}
          <div role="status" className={classes.notice}>
            {linkWaiting && (
              <Alert color="blue" data-testid="link-waiting">
                {t('linkWaiting')}
              </Alert>
            )}
          </div>
          {children}
        </div>
      </div>
    </main>
  );
}
