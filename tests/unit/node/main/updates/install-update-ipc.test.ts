import { describe, expect, it, vi } from 'vitest';
import { configureLogging } from '../../../../../src/main/logging';

vi.mock('electron', () => ({ ipcMain: { handle: vi.fn() } }));
const { guardHandler } = await import('../../../../../src/main/ipc/handle');

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
