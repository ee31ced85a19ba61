// A logo IT's image policy keeps from loading: the reviewer is told it was not shown, and sees its
// address, never a broken image they might judge.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppInfo } from '@shared/ipc/contract';
import { AppProviders } from '@renderer/app/providers';
import { FieldValue } from '@renderer/features/review/components/field-value';
import { useOwnFieldTexts } from '@renderer/features/review/hooks/use-field-texts';
import { FieldTextsContext } from '@renderer/features/review/lib/field-texts';
import { createQueryClient } from '@renderer/lib/query-client';
import { queryKeys } from '@renderer/lib/query-keys';
import { fakePlatform } from '../fake-platform';

function WithTexts({ children }: { children: React.ReactNode }) {
  return <FieldTextsContext.Provider value={useOwnFieldTexts()}>{children}</FieldTextsContext.Provider>;
}

function showLogo(
  url: string,
  imageSources: AppInfo['imageSources'] | undefined,
  kind: 'desktop' | 'web' = 'desktop',
) {
  const queryClient = createQueryClient();
  if (imageSources !== undefined)
    queryClient.setQueryData(queryKeys.appInfo, { apiConfigured: true, imageSources });
  return render(
    <AppProviders platform={fakePlatform({ kind })} queryClient={queryClient}>
      <WithTexts>
        <FieldValue path="profile.logo" value={url} />
      </WithTexts>
    </AppProviders>,
  );
}

const BLOCKED = 'Image not shown: your organisation allows images only from approved hosts. Its address:';

describe('a logo and the image policy', () => {
  it('is shown from any https host when IT names none', () => {
    showLogo('https://agency.example/logo.png', null);
    expect(screen.getByRole('img', { name: 'Current value' })).toHaveAttribute(
      'src',
      'https://agency.example/logo.png',
    );
    expect(screen.queryByText(BLOCKED)).not.toBeInTheDocument();
  });

  it('is shown from a host IT allows', () => {
    showLogo('https://cdn.example.com/logo.png', ['https://api.example.com', 'https://cdn.example.com']);
    expect(screen.getByRole('img', { name: 'Current value' })).toBeInTheDocument();
  });

  it('on the desktop without main’s answer, is not loaded from any host (the cautious answer)', () => {
    showLogo('https://agency.example/logo.png', undefined);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText(BLOCKED)).toBeInTheDocument();
  });

  it('in web mode, is loaded from any https host', () => {
    showLogo('https://agency.example/logo.png', undefined, 'web');
    expect(screen.getByRole('img', { name: 'Current value' })).toBeInTheDocument();
  });

  it('from any other host, is not loaded: the reviewer is told so and sees its address', () => {
    showLogo('https://agency.example/logo.png', ['https://api.example.com']);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText(BLOCKED)).toBeInTheDocument();
    expect(screen.getByText('https://agency.example/logo.png')).toBeInTheDocument();
  });
});
