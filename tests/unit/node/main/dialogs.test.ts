import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmUnloadWithUnsavedChanges, confirmUnsavedChanges, unsavedChangesDialog } from '@main/dialogs';
import { BrowserWindow, dialog, fakeEvent, resetElectronFake } from '../electron-fake';

vi.mock('electron', () => import('../electron-fake'));

let window = new BrowserWindow();

beforeEach(() => {
  resetElectronFake();
  window = new BrowserWindow();
});

describe('the unsaved-changes confirmation', () => {
  it('asks with the texts of the specification, Stay being the default and the cancel answer', () => {
    expect(unsavedChangesDialog('en')).toMatchObject({
      title: 'Unsaved Changes',
      message: 'You have unsaved changes. Are you sure you want to leave? Your changes will be lost.',
      buttons: ['Leave', 'Stay'],
      defaultId: 1,
      cancelId: 1,
    });
  });

  it('speaks Arabic when the UI language is ar', () => {
    const arabic = unsavedChangesDialog('ar');
    expect(arabic.title).not.toBe('Unsaved Changes');
    expect(arabic.message).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.buttons).toHaveLength(2);
  });

  it('answers true for Leave and false for Stay', async () => {
    dialog.showMessageBox.mockResolvedValueOnce({ response: 0, checkboxChecked: false });
    await expect(confirmUnsavedChanges(window as never, 'en')).resolves.toBe(true);
    dialog.showMessageBox.mockResolvedValueOnce({ response: 1, checkboxChecked: false });
    await expect(confirmUnsavedChanges(window as never, 'en')).resolves.toBe(false);
    expect(dialog.showMessageBox).toHaveBeenCalledWith(
      window,
      expect.objectContaining({ title: 'Unsaved Changes' }),
    );
  });
});

describe('closing or reloading a page with unsaved changes', () => {
  it('unloads when the reviewer chooses Leave', () => {
    confirmUnloadWithUnsavedChanges(window as never, () => 'en');
    dialog.showMessageBoxSync.mockReturnValueOnce(0);
    const event = fakeEvent();
    window.webContents.emit('will-prevent-unload', event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('stays when the reviewer chooses Stay, asking in the current language', () => {
    confirmUnloadWithUnsavedChanges(window as never, () => 'ar');
    dialog.showMessageBoxSync.mockReturnValueOnce(1);
    const event = fakeEvent();
    window.webContents.emit('will-prevent-unload', event);
    expect(event.defaultPrevented).toBe(false);
    expect(dialog.showMessageBoxSync).toHaveBeenCalledWith(window, unsavedChangesDialog('ar'));
  });
});
