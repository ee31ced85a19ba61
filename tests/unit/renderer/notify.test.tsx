// Toasts: a failure shown again under the same id says the newer message instead of being dropped.
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@shared/api/result';
import { notifyError } from '@renderer/lib/notify';

const refused = (message: string) => new ApiError({ status: 400, kind: 'http', message, fromServer: true });

beforeEach(() => {
  render(
    <MantineProvider>
      <Notifications />
    </MantineProvider>,
  );
});

afterEach(() => {
  act(() => notifications.clean());
});

describe('an error toast', () => {
  it('shows the server message under the fixed heading', async () => {
    act(() =>
      notifyError(refused('Tags are missing'), 'Try again.', 'review', { title: 'Not saved', id: 'x' }),
    );
    expect(await screen.findByText('Tags are missing')).toBeInTheDocument();
    expect(screen.getByText('Not saved')).toBeInTheDocument();
  });

  it('shown again under the same id replaces the first message instead of being dropped', async () => {
    act(() => notifyError(refused('First refusal'), 'Try again.', 'review', { id: 'submit' }));
    expect(await screen.findByText('First refusal')).toBeInTheDocument();
    act(() => notifyError(refused('Second refusal'), 'Try again.', 'review', { id: 'submit' }));
    expect(await screen.findByText('Second refusal')).toBeInTheDocument();
    expect(screen.queryByText('First refusal')).not.toBeInTheDocument();
  });
});
