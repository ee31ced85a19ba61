import { describe, expect, it, vi } from 'vitest';
import { guardHandler } from '@main/ipc/handle';
import { configureLogging } from '@main/logging';

vi.mock('electron', () => import('../../electron-fake'));

configureLogging({ level: 'silent' });
const fromApp = { senderFrame: { url: 'app://console/' } } as never;
const trusted = () => true;

describe('"Restart now" over IPC', () => {
  it('passes main exactly what the renderer reports as unsaved', async () => {
    const install = vi.fn(async () => 'restarting' as const);
    const guarded = guardHandler('app:install-update', trusted, install);
    await expect(guarded(fromApp, { dirty: true, draftsPending: false })).resolves.toBe('restarting');
    expect(install).toHaveBeenCalledWith({ dirty: true, draftsPending: false });
  });

  it('refuses anything but the two flags, before main decides anything', async () => {
    const install = vi.fn(async () => 'restarting' as const);
    const guarded = guardHandler('app:install-update', trusted, install);
    await expect(guarded(fromApp)).rejects.toThrow(TypeError);
    await expect(guarded(fromApp, { dirty: 'no', draftsPending: false })).rejects.toThrow(TypeError);
    await expect(guarded(fromApp, { dirty: false })).rejects.toThrow(TypeError);
    expect(install).not.toHaveBeenCalled();
  });
});
