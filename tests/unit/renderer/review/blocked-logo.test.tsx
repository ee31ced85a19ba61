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

function showValue(path: string, value: unknown, queryClient = createQueryClient()) {
  return render(
    <AppProviders platform={fakePlatform({ kind: 'desktop' })} queryClient={queryClient}>
      <WithTexts>
        <FieldValue path={path} value={value} />
      </WithTexts>
    </AppProviders>,
  );
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

/** How many mounted components watch main's answer that carries the image policy. */
const policyWatchers = (queryClient: ReturnType<typeof createQueryClient>) =>
  queryClient.getQueryCache().find({ queryKey: queryKeys.appInfo })?.getObserversCount() ?? 0;

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

describe('values that are not images', () => {
  // A 200-field step shows 200 values: only an image asks the policy, not every text beside it.
  it('do not watch the image policy, and are shown as text', () => {
    const queryClient = createQueryClient();
    showValue('profile.bio', 'We make brands speak.', queryClient);
    expect(screen.getByText('We make brands speak.')).toBeInTheDocument();
    expect(policyWatchers(queryClient)).toBe(0);
  });

  it('while a logo beside them does', () => {
    const queryClient = createQueryClient();
    showValue('profile.logo', 'https://agency.example/logo.png', queryClient);
    expect(policyWatchers(queryClient)).toBe(1);
  });
});
