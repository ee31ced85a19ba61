import { describe, expect, it, vi } from 'vitest';
import { BRIDGE_KEYS } from '@shared/ipc/contract';
import { createBridge } from '@preload/index';
import { contextBridge, fakeIpcRenderer } from '../electron-fake';

vi.mock('electron', () => import('../electron-fake'));

const { exposeInMainWorld } = contextBridge;

describe('window.reviewConsole', () => {
  it('is exposed through contextBridge with the real ipcRenderer', () => {
    expect(exposeInMainWorld).toHaveBeenCalledWith('reviewConsole', expect.any(Object));
    expect(Object.keys(exposeInMainWorld.mock.calls[0][1]).sort()).toEqual([...BRIDGE_KEYS]);
  });

  it('has exactly the allowlisted keys and no raw IPC', () => {
    const bridge = createBridge(fakeIpcRenderer());
    expect(Object.keys(bridge).sort()).toEqual([...BRIDGE_KEYS]);
    expect(JSON.stringify(Object.keys(bridge))).not.toMatch(/ipc|invoke|send/i);
  });

  it('sends api.call as one api:call request', async () => {
    const ipc = fakeIpcRenderer();
    ipc.invoke.mockResolvedValueOnce({ ok: true, data: { message: 'ok' } });
    const result = await createBridge(ipc).api.call('reviewDetails', { agencyId: '7' }, undefined);
    expect(ipc.invoke).toHaveBeenCalledWith('api:call', {
      endpoint: 'reviewDetails',
      params: { agencyId: '7' },
      body: undefined,
    });
    expect(result).toEqual({ ok: true, data: { message: 'ok' } });
  });

  it('maps each verb to its channel', async () => {
    const ipc = fakeIpcRenderer();
    const bridge = createBridge(ipc);
    await bridge.window.setFullScreen(true);
    await bridge.window.isFullScreen();
    await bridge.dialogs.confirmUnsavedChanges();
    await bridge.language.get();
    await bridge.language.set('ar');
    await bridge.app.info();
    await bridge.drafts.load('review/r1/report');
    await bridge.drafts.save('review/r1/report', { savedAt: 't', value: 'v' });
    await bridge.drafts.clear('review/r1/report');
    await bridge.drafts.clearReview('r1');
    expect(ipc.invoke.mock.calls).toEqual([
      ['window:set-full-screen', true],
      ['window:is-full-screen'],
      ['dialog:confirm-unsaved-changes'],
      ['language:get'],
      ['language:set', 'ar'],
      ['app:info'],
      ['drafts:load', 'review/r1/report'],
      ['drafts:save', 'review/r1/report', { savedAt: 't', value: 'v' }],
      ['drafts:clear', 'review/r1/report'],
      ['drafts:clear-review', 'r1'],
    ]);
  });

  it('gives listeners the payload only, never the IPC event', () => {
    const ipc = fakeIpcRenderer();
    const bridge = createBridge(ipc);
    const fullScreen = vi.fn();
    const authError = vi.fn();
    bridge.window.onFullScreenChange(fullScreen);
    bridge.onAuthError(authError);
    ipc.emit('window:full-screen-changed', true);
    ipc.emit('auth:error');
    expect(fullScreen.mock.calls).toEqual([[true]]);
    expect(authError.mock.calls).toEqual([[]]);
  });

  it('returns an unsubscribe function that stops the listener', () => {
    const ipc = fakeIpcRenderer();
    const listener = vi.fn();
    const unsubscribe = createBridge(ipc).window.onFullScreenChange(listener);
    unsubscribe();
    ipc.emit('window:full-screen-changed', false);
    expect(listener).not.toHaveBeenCalled();
    expect(ipc.removeListener).toHaveBeenCalledWith('window:full-screen-changed', ipc.on.mock.calls[0][1]);
  });
});
