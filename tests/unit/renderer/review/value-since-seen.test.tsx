// A changed field on a re-review: the value last seen on this computer beside the current one, the
// differences marked in <del> and <ins> with their names for screen readers; or a line saying no
// earlier value was kept. English and Arabic.
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@renderer/app/providers';
import { ValueSinceSeen } from '@renderer/features/review/components/value-since-seen';
import { useOwnFieldTexts } from '@renderer/features/review/hooks/use-field-texts';
import { FieldTextsContext } from '@renderer/features/review/lib/field-texts';
import type { SeenValue } from '@renderer/features/review/lib/seen-values';
import { initI18n } from '@renderer/lib/i18n';
import { createQueryClient } from '@renderer/lib/query-client';
import { fakePlatform } from '../fake-platform';

function WithTexts({ children }: { children: ReactNode }) {
  return <FieldTextsContext.Provider value={useOwnFieldTexts()}>{children}</FieldTextsContext.Provider>;
}

function show(path: string, value: unknown, earlier: SeenValue | null) {
  return render(
    <AppProviders platform={fakePlatform()} queryClient={createQueryClient()}>
      <WithTexts>
        <ValueSinceSeen path={path} value={value} earlier={earlier} />
      </WithTexts>
    </AppProviders>,
  );
}

const seen = (value: unknown): SeenValue => ({ seenAt: '2026-10-03T09:30:00.000Z', reviewId: 'r1', value });

describe('a changed field with an earlier value', () => {
  it('shows it beside the current one, the removed words struck and the added ones inserted', () => {
    show('profile.bio', 'Cedar builds bold brands.', seen('Cedar builds brands in Riyadh.'));
    const earlier = screen.getByTestId('earlier-value');
    const current = screen.getByTestId('field-value');
    expect(earlier).toHaveTextContent(/^Last seen on this computer, Oct 3, 2026/);
    expect(current).toHaveTextContent(/^Current value/);
    // Each mark names itself for screen readers (the e2e checks it is struck through, not only coloured).
    expect([...earlier.querySelectorAll('del')].map((mark) => mark.textContent)).toEqual([
      'Removed: in Riyadh (end of removed)',
    ]);
    expect(earlier.querySelector('ins')).toBeNull();
    expect([...current.querySelectorAll('ins')].map((mark) => mark.textContent)).toEqual([
      'Added: bold (end of added)',
    ]);
    expect(current.querySelector('del')).toBeNull();
  });

  it('marks the list items removed and added', () => {
    show('profile.language', ['Arabic', 'French'], seen(['Arabic', 'English']));
    const earlierItems = within(screen.getByTestId('earlier-value')).getAllByRole('listitem');
    expect(earlierItems.map((item) => item.textContent)).toEqual([
      'Arabic',
      'Removed: English (end of removed)',
    ]);
    const currentItems = within(screen.getByTestId('field-value')).getAllByRole('listitem');
    expect(currentItems.map((item) => item.textContent)).toEqual(['Arabic', 'Added: French (end of added)']);
  });

  it('shows a service’s pricing in words, compared line by line', () => {
    show(
      'services[0].pricing',
      { plan: 'minimum_price', minAmount: 6000, billingStructure: 'one-time' },
      seen({ plan: 'minimum_price', minAmount: 5000, billingStructure: 'one-time' }),
    );
    expect(screen.getByTestId('earlier-value').querySelector('del')).toHaveTextContent('5,000');
    expect(screen.getByTestId('field-value').querySelector('ins')).toHaveTextContent('6,000');
    expect(screen.getByTestId('field-value')).toHaveTextContent('One-time');
  });

  it('says the value is the same when nothing the reviewer sees differs', () => {
    show('profile.tagline', 'Bold ideas', seen('Bold ideas'));
    expect(screen.getByTestId('earlier-value-note')).toHaveTextContent(
      'The same as when you last saw it on this computer, Oct 3, 2026',
    );
    expect(screen.getByTestId('field-value')).toHaveTextContent('Bold ideas');
    expect(document.querySelector('del, ins')).toBeNull();
  });
});

describe('a changed field without an earlier value', () => {
  it('shows the current value and says no earlier one was kept on this computer', () => {
    show('profile.tagline', 'Bold ideas', null);
    expect(screen.getByTestId('field-value')).toHaveTextContent('Bold ideas');
    expect(screen.getByTestId('earlier-value-note')).toHaveTextContent('No earlier value on this computer');
    expect(screen.queryByTestId('earlier-value')).toBeNull();
  });

  it('says when the value seen was too large to keep', () => {
    show('profile.bio', 'Now', { seenAt: '2026-10-03T09:30:00.000Z', reviewId: 'r1', notKept: true });
    expect(screen.getByTestId('earlier-value-note')).toHaveTextContent(
      'Seen on Oct 3, 2026, but too large to keep on this computer',
    );
  });
});

describe('in Arabic', () => {
  it('marks whole Arabic words and names the marks in Arabic', async () => {
    await initI18n('ar');
    show('profile.bio', 'وكالة رقمية في الخليج', seen('وكالة إبداعية في الخليج'));
    const earlier = screen.getByTestId('earlier-value');
    expect(earlier).toHaveTextContent(/^آخر ما شوهد على هذا الجهاز/);
    expect(earlier.querySelector('del')).toHaveTextContent('محذوف: إبداعية (نهاية المحذوف)');
    expect(screen.getByTestId('field-value').querySelector('ins')).toHaveTextContent(
      'مضاف: رقمية (نهاية المضاف)',
    );
  });

  it('says no earlier value was kept, in Arabic', async () => {
    await initI18n('ar');
    show('profile.tagline', 'أفكار جريئة', null);
    expect(screen.getByTestId('earlier-value-note')).toHaveTextContent('لا توجد قيمة سابقة على هذا الجهاز');
  });
});
