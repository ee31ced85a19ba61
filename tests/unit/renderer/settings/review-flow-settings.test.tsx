import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@renderer/app/providers';
import { ReviewFlowSettings } from '@renderer/features/settings/components/review-flow-settings';
import { initI18n } from '@renderer/lib/i18n';
import { LOCAL_DATA_STORAGE_PREFIX, type LocalData } from '@renderer/lib/local-data/local-data';
import type { Platform } from '@renderer/lib/platform/platform';
import {
  DEFAULT_REVIEW_PREFERENCES,
  reviewPreferencesDocument,
} from '@renderer/lib/preferences/review-preferences';
import { createQueryClient } from '@renderer/lib/query-client';
import { fakePlatform } from '../fake-platform';
import { signedInTransport } from '../render-app';

const owner = 'reviewer@demo.test';
const storageKey = `${LOCAL_DATA_STORAGE_PREFIX}preferences.${owner}`;

const parse = reviewPreferencesDocument.parse;

describe("the reviewer's review-flow preferences, as stored", () => {
  it('are the specification`s behaviour by default: back to the queue, no undo window', () => {
    expect(reviewPreferencesDocument.empty).toEqual({ afterConclusion: 'queue', undoSeconds: 0 });
    expect(parse({})).toEqual(DEFAULT_REVIEW_PREFERENCES);
  });

  it('read back every choice a reviewer can make', () => {
    expect(parse({ afterConclusion: 'next', undoSeconds: 7 })).toEqual({
      afterConclusion: 'next',
      undoSeconds: 7,
    });
    for (const undoSeconds of [0, 5, 6, 7, 8, 9, 10])
      expect(parse({ afterConclusion: 'queue', undoSeconds }).undoSeconds).toBe(undoSeconds);
  });

  it('drop a bad value field by field, keeping the other', () => {
    expect(parse({ afterConclusion: 'elsewhere', undoSeconds: 9 })).toEqual({
      afterConclusion: 'queue',
      undoSeconds: 9,
    });
    expect(parse({ afterConclusion: 'next', undoSeconds: 4 })).toEqual({
      afterConclusion: 'next',
      undoSeconds: 0,
    });
    expect(parse({ afterConclusion: 'next', undoSeconds: '7' })).toEqual({
      afterConclusion: 'next',
      undoSeconds: 0,
    });
    expect(parse({ afterConclusion: 'next', undoSeconds: 7.5 })).toEqual({
      afterConclusion: 'next',
      undoSeconds: 0,
    });
    expect(parse({ afterConclusion: 'next' })).toEqual({ afterConclusion: 'next', undoSeconds: 0 });
  });

  it('are the defaults when what is stored is not preferences at all', () => {
    for (const stored of ['next', 7, ['next', 7], true])
      expect(parse(stored)).toEqual(DEFAULT_REVIEW_PREFERENCES);
  });

  it('ignore fields a later version may add', () => {
    expect(parse({ afterConclusion: 'next', undoSeconds: 5, theme: 'dark' })).toEqual({
      afterConclusion: 'next',
      undoSeconds: 5,
    });
  });
});

function renderSettings(platform: Platform = fakePlatform({ transport: signedInTransport() })) {
  const view = render(
    <AppProviders platform={platform} queryClient={createQueryClient()}>
      <ReviewFlowSettings />
    </AppProviders>,
  );
  return { ...view, platform };
}

const nextReview = () => screen.getByRole('radio', { name: 'Open the next pending review' });
const backToQueue = () => screen.getByRole('radio', { name: 'Back to the queue' });
const undoWindow = () => screen.getByRole('combobox', { name: 'Undo window for the conclusion' });

/** The undo window's choices, as the list offers them. */
const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option');

function chooseUndo(select: HTMLElement, label: string) {
  const option = optionsOf(select).find((candidate) => candidate.textContent === label);
  expect(option).toBeDefined();
  fireEvent.change(select, { target: { value: option!.getAttribute('value') } });
}

describe('Settings → Reviewing', () => {
  it('writes "Open the next pending review" and a 7 s undo window to the reviewer`s preferences, read back after a remount', async () => {
    localStorage.clear();
    const { unmount, platform } = renderSettings();
    await waitFor(() => expect(nextReview()).toBeEnabled());
    expect(backToQueue()).toBeChecked();
    expect(undoWindow()).toHaveDisplayValue('Off');

    fireEvent.click(nextReview());
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(storageKey) ?? '{}')).toMatchObject({ afterConclusion: 'next' }),
    );
    chooseUndo(undoWindow(), '7 seconds');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(storageKey) ?? '{}')).toEqual({
        afterConclusion: 'next',
        undoSeconds: 7,
      }),
    );
    expect(await platform.localData.load('preferences', owner)).toEqual({
      afterConclusion: 'next',
      undoSeconds: 7,
    });
    unmount();

    // A new query cache, as after a restart: the choices come from what was written.
    renderSettings();
    await waitFor(() => expect(nextReview()).toBeChecked());
    expect(backToQueue()).not.toBeChecked();
    expect(undoWindow()).toHaveDisplayValue('7 seconds');
  });

  it('keeps one reviewer`s choices away from another reviewer on the same machine', async () => {
    localStorage.clear();
    localStorage.setItem(
      `${LOCAL_DATA_STORAGE_PREFIX}preferences.someone-else@demo.test`,
      JSON.stringify({ afterConclusion: 'next', undoSeconds: 9 }),
    );
    renderSettings();
    await waitFor(() => expect(nextReview()).toBeEnabled());
    expect(backToQueue()).toBeChecked();
    expect(undoWindow()).toHaveDisplayValue('Off');
  });

  it('is disabled until the preferences are read', async () => {
    localStorage.clear();
    let finishLoad = (_value: unknown) => undefined as void;
    const localData: LocalData = {
      load: vi.fn(() => new Promise<unknown>((resolve) => (finishLoad = resolve))),
      save: vi.fn(async () => undefined),
    };
    renderSettings(fakePlatform({ transport: signedInTransport(), localData }));
    await waitFor(() => expect(localData.load).toHaveBeenCalledWith('preferences', owner));
    expect(nextReview()).toBeDisabled();
    expect(backToQueue()).toBeDisabled();
    expect(undoWindow()).toBeDisabled();
    act(() => finishLoad({ afterConclusion: 'next', undoSeconds: 5 }));
    await waitFor(() => expect(nextReview()).toBeEnabled());
    expect(nextReview()).toBeChecked();
    expect(undoWindow()).toBeEnabled();
    expect(undoWindow()).toHaveDisplayValue('5 seconds');
  });

  it('stays disabled, and reads nothing, while nobody is signed in', async () => {
    const localData: LocalData = { load: vi.fn(async () => null), save: vi.fn(async () => undefined) };
    const profile = vi.fn(() => Promise.resolve({}));
    renderSettings(fakePlatform({ transport: signedInTransport({ reviewerProfile: profile }), localData }));
    await waitFor(() => expect(profile).toHaveBeenCalled());
    // The profile has answered without an email: the form still waits for an owner.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(nextReview()).toBeDisabled();
    expect(undoWindow()).toBeDisabled();
    expect(localData.load).not.toHaveBeenCalled();
  });

  it('is labelled in English', async () => {
    localStorage.clear();
    renderSettings();
    expect(screen.getByRole('radiogroup', { name: 'After a conclusion' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "The next pending review of the same queue, in the queue's current order, is started for you.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(undoWindow()).toBeEnabled());
    const options = optionsOf(undoWindow());
    expect(options.map((option) => option.textContent)).toEqual([
      'Off',
      '5 seconds',
      '6 seconds',
      '7 seconds',
      '8 seconds',
      '9 seconds',
      '10 seconds',
    ]);
  });

  it('is labelled in Arabic, and saves the same choices', async () => {
    localStorage.clear();
    await initI18n('ar');
    renderSettings();
    expect(screen.getByRole('radiogroup', { name: 'بعد الخلاصة' })).toBeInTheDocument();
    const next = screen.getByRole('radio', { name: 'فتح المراجعة المعلقة التالية' });
    expect(screen.getByRole('radio', { name: 'العودة إلى القائمة' })).toBeInTheDocument();
    const undo = screen.getByRole('combobox', { name: 'مهلة التراجع عن الخلاصة' });
    await waitFor(() => expect(next).toBeEnabled());
    expect(undo).toHaveDisplayValue('إيقاف');
    fireEvent.click(next);
    chooseUndo(undo, '7 ثوانٍ');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(storageKey) ?? '{}')).toEqual({
        afterConclusion: 'next',
        undoSeconds: 7,
      }),
    );
  });
});
