import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InstallUpdateAnswer } from '@shared/ipc/updates';
import { AppProviders } from '@renderer/app/providers';
import { UpdateNotice } from '@renderer/features/layout/components/update-notice';
import type { PlatformUpdates } from '@renderer/lib/platform/platform';
import { createQueryClient } from '@renderer/lib/query-client';
import { createUnsavedWork } from '@renderer/lib/unsaved-work';
import { fakePlatform } from '../fake-platform';

const form = {};
let unsavedWork = createUnsavedWork();
afterEach(() => {
  unsavedWork = createUnsavedWork();
});

function fakeUpdates(answer: InstallUpdateAnswer = 'restarting') {
  let announce: ((version: string) => void) | undefined;
  const updates = {
    onReady: vi.fn((listener: (version: string) => void) => {
      announce = listener;
      return () => undefined;
    }),
    install: vi.fn(async () => answer),
  } satisfies PlatformUpdates;
  return { updates, announce: (version: string) => announce?.(version) };
}

const renderNotice = (updates: PlatformUpdates) =>
  render(
    <AppProviders platform={fakePlatform({ updates, unsavedWork })} queryClient={createQueryClient()}>
      <UpdateNotice />
    </AppProviders>,
  );

describe('the update notice', () => {
  it('shows nothing until main says an update is downloaded, then a quiet status with Restart now', async () => {
    const { updates, announce } = fakeUpdates();
    renderNotice(updates);
    expect(screen.queryByText('Update ready — restart to install')).not.toBeInTheDocument();
    announce('0.2.0');
    const text = await screen.findByText('Update ready — restart to install');
    expect(text.closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restart now' })).toBeInTheDocument();
  });

  it('is never shown in a browser tab', () => {
    const { container } = render(
      <AppProviders platform={fakePlatform()} queryClient={createQueryClient()}>
        <UpdateNotice />
      </AppProviders>,
    );
    expect(container).not.toHaveTextContent('Restart now');
  });

  it('asks main to restart, telling it what is unsaved at that moment', async () => {
    const { updates, announce } = fakeUpdates();
    renderNotice(updates);
    announce('0.2.0');
    unsavedWork.mark('dirty', form, true);
    fireEvent.click(await screen.findByRole('button', { name: 'Restart now' }));
    await waitFor(() => expect(updates.install).toHaveBeenCalledWith({ dirty: true, draftsPending: false }));
  });

  it('says so when main waits for a draft still being saved', async () => {
    const { updates, announce } = fakeUpdates('drafts-pending');
    renderNotice(updates);
    announce('0.2.0');
    fireEvent.click(await screen.findByRole('button', { name: 'Restart now' }));
    expect(
      await screen.findByText('Your draft is still being saved. Try again in a moment.'),
    ).toBeInTheDocument();
  });
});
