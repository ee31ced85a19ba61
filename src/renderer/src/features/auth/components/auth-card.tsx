// The frame of every sign-in and recovery screen: the logo, the language switch, a titled card. The
// markup Mantine's Center, Stack, Group, Card and Title render, written out (sign-in-parts.tsx says
// why; tests/unit/renderer/auth/sign-in-parts.test.tsx compares it with Mantine's).
import { Card, Center, Group, Paper, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { BrandLogo } from '@renderer/components/brand-logo';
import { LanguageSwitch } from '@renderer/components/language-switch';
import { Column, DimmedText } from './sign-in-parts';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

const GROUP_VARS = {
  '--group-gap': 'var(--mantine-spacing-md)',
  '--group-align': 'center',
  '--group-justify': 'space-between',
  '--group-wrap': 'wrap',
} as CSSProperties;
const CARD_VARS = {
  '--paper-radius': 'var(--mantine-radius-lg)',
  '--paper-shadow': 'var(--mantine-shadow-sm)',
  padding: 'var(--mantine-spacing-xl)',
} as CSSProperties;
const TITLE_VARS = {
  '--title-fw': 'var(--mantine-h2-font-weight)',
  '--title-lh': 'var(--mantine-h2-line-height)',
  '--title-fz': 'var(--mantine-h2-font-size)',
} as CSSProperties;

export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <main
      className={`${Center.classes.root} mantine-Center-root`}
      style={{
        padding: 'var(--mantine-spacing-md)',
        background: 'var(--mantine-color-gray-0)',
        minHeight: '100vh',
      }}
    >
      <Column gap="md" style={{ width: '100%', maxWidth: 'calc(27.5rem * var(--mantine-scale))' }}>
        <div className={`${Group.classes.root} mantine-Group-root`} style={GROUP_VARS}>
          <BrandLogo />
          <LanguageSwitch />
        </div>
        <div
          className={`${Card.classes.root} mantine-Card-root ${Paper.classes.root} mantine-Paper-root`}
          data-with-border="true"
          data-orientation="vertical"
          style={CARD_VARS}
        >
          <Column gap="lg">
            <Column gap="calc(0.375rem * var(--mantine-scale))">
              <h1
                className={`${Title.classes.root} mantine-Title-root`}
                data-size="h2"
                data-order="1"
                style={TITLE_VARS}
              >
                {title}
              </h1>
              {description && <DimmedText>{description}</DimmedText>}
            </Column>
            {children}
          </Column>
        </div>
      </Column>
    </main>
  );
}
