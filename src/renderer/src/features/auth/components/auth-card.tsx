// The frame of every sign-in and recovery screen: the logo, the language switch, a titled card.
import type { ReactNode } from 'react';
import { BrandLogo } from '@renderer/components/brand-logo';
import { LanguageSwitch } from '@renderer/components/language-switch';
import classes from './auth-card.module.css';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

export function AuthCard({ title, description, children }: AuthCardProps) {
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
          {children}
        </div>
      </div>
    </main>
  );
}
