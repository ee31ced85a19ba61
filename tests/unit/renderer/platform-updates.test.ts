import { describe, expect, it, vi } from 'vitest';
import type { ReviewConsoleBridge } from '@shared/ipc/contract';
import { createBridgeUpdates } from '@renderer/lib/platform/desktop-platform';
import { createWebPlatform } from '@renderer/lib/platform/web-platform';

function fakeBridge() {
  let announce: (version: string) => void = () => undefined;
  const app = {
    onUpdateReady: vi.fn((listener: (version: string) => void) => {
      announce = listener;
      return () => undefined;
    }),
    installUpdate: vi.fn(async () => 'restarting' as const),
  };
  return { bridge: { app } as unknown as ReviewConsoleBridge, app, announce: (v: string) => announce(v) };
}

describe('updates on the desktop', () => {
  it('listen to main from the start and replay a ready update to screens that listen later', () => {
    const { bridge, app, announce } = fakeBridge();
    const updates = createBridgeUpdates(bridge);
    expect(app.onUpdateReady).toHaveBeenCalledOnce();
    const early = vi.fn();
    updates.onReady(early);
    announce('0.2.0');
    const late = vi.fn();
    updates.onReady(late);
    expect(early).toHaveBeenCalledWith('0.2.0');
    expect(late).toHaveBeenCalledWith('0.2.0');
  });

  it('ask main to install, passing the unsaved work on', async () => {
    const { bridge, app } = fakeBridge();
    const work = { dirty: false, draftsPending: false };
    await expect(createBridgeUpdates(bridge).install(work)).resolves.toBe('restarting');
    expect(app.installUpdate).toHaveBeenCalledWith(work);
  });
});

describe('updates in a browser tab', () => {
  it('never announce anything and have nothing to install', async () => {
    const updates = createWebPlatform({ storage: localStorage }).updates;
    const listener = vi.fn();
    updates.onReady(listener);
    expect(listener).not.toHaveBeenCalled();
    await expect(updates.install({ dirty: false, draftsPending: false })).resolves.toBe('no-update');
  });
});
