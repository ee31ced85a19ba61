import { describe, expect, it, vi } from 'vitest';
import { askWhenUnresponsive, unresponsiveDialog } from '@main/unresponsive-dialog';

describe('Not responding', () => {
  it('offers Wait (the default) and Reload, in English and Arabic', () => {
    expect(unresponsiveDialog('en')).toMatchObject({
      message: 'Agency Review Console is not responding.',
      buttons: ['Wait', 'Reload'],
      defaultId: 0,
      cancelId: 0,
    });
    expect(unresponsiveDialog('ar')).toMatchObject({ buttons: ['انتظار', 'إعادة التحميل'] });
  });

  it('answers reload for Reload, and wait for Wait or a box closed by the page recovering', async () => {
    const signal = new AbortController().signal;
    const answering = (response: number) => ({
      showMessageBox: vi.fn(async () => ({ response, checkboxChecked: false })),
    });
    const reload = answering(1);
    await expect(askWhenUnresponsive(reload as never, {} as never, 'en', signal)).resolves.toBe('reload');
    expect(reload.showMessageBox).toHaveBeenCalledWith({}, expect.objectContaining({ signal }));
    await expect(askWhenUnresponsive(answering(0) as never, {} as never, 'en', signal)).resolves.toBe('wait');
  });
});
