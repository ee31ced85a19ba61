import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { buildMenuTemplate, type MenuActions } from '@main/menu-template';

type Item = MenuItemConstructorOptions;
const actions = (): MenuActions => ({ showAbout: vi.fn(), openLogsFolder: vi.fn() });

/** Each menu as "Label: item, item, ---, item" (roles where an item has no click of its own). */
function outline(template: Item[]) {
  return template.map((menu) => {
    const items = (menu.submenu as Item[]).map((item) =>
      item.type === 'separator' ? '---' : `${item.label}${item.role ? ` (${item.role})` : ''}`,
    );
    return `${menu.label}: ${items.join(', ')}`;
  });
}

function find(template: Item[], label: string): Item {
  const item = template.flatMap((menu) => menu.submenu as Item[]).find((each) => each.label === label);
  if (!item) throw new Error(`No menu item ${label}`);
  return item;
}

describe('the application menu', () => {
  it('on Windows and Linux, in English: Edit, View, Window and Help', () => {
    const template = buildMenuTemplate({
      platform: 'win32',
      language: 'en',
      isDev: false,
      actions: actions(),
    });
    expect(outline(template)).toEqual([
      'Edit: Undo (undo), Redo (redo), ---, Cut (cut), Copy (copy), Paste (paste), Select All (selectAll)',
      'View: Zoom In (zoomIn), Zoom Out (zoomOut), Actual Size (resetZoom), ---, Toggle Full Screen (togglefullscreen)',
      'Window: Minimize (minimize), Close (close)',
      'Help: Open Logs Folder, ---, About Agency Review Console',
    ]);
  });

  it('on macOS, in English: the app menu first, and the Window menu of a Mac', () => {
    const template = buildMenuTemplate({
      platform: 'darwin',
      language: 'en',
      isDev: false,
      actions: actions(),
    });
    expect(outline(template)).toEqual([
      'Agency Review Console: About Agency Review Console, ---, Hide Agency Review Console (hide), Hide Others (hideOthers), Show All (unhide), ---, Quit Agency Review Console (quit)',
      'Edit: Undo (undo), Redo (redo), ---, Cut (cut), Copy (copy), Paste (paste), Select All (selectAll)',
      'View: Zoom In (zoomIn), Zoom Out (zoomOut), Actual Size (resetZoom), ---, Toggle Full Screen (togglefullscreen)',
      'Window: Minimize (minimize), Zoom (zoom), Close (close), ---, Bring All to Front (front)',
      'Help: Open Logs Folder, ---, About Agency Review Console',
    ]);
  });

  it('in Arabic, on Windows', () => {
    const template = buildMenuTemplate({
      platform: 'win32',
      language: 'ar',
      isDev: false,
      actions: actions(),
    });
    expect(outline(template)).toEqual([
      'تحرير: تراجع (undo), إعادة (redo), ---, قص (cut), نسخ (copy), لصق (paste), تحديد الكل (selectAll)',
      'عرض: تكبير العرض (zoomIn), تصغير العرض (zoomOut), الحجم الفعلي (resetZoom), ---, تبديل ملء الشاشة (togglefullscreen)',
      'نافذة: تصغير (minimize), إغلاق (close)',
      'مساعدة: فتح مجلد السجلات, ---, حول وحدة مراجعة الوكالات',
    ]);
  });

  it('in Arabic, on macOS', () => {
    const template = buildMenuTemplate({
      platform: 'darwin',
      language: 'ar',
      isDev: false,
      actions: actions(),
    });
    expect(outline(template)[0]).toBe(
      'وحدة مراجعة الوكالات: حول وحدة مراجعة الوكالات, ---, إخفاء وحدة مراجعة الوكالات (hide), إخفاء الآخرين (hideOthers), إظهار الكل (unhide), ---, إنهاء وحدة مراجعة الوكالات (quit)',
    );
    expect(outline(template)[3]).toBe(
      'نافذة: تصغير (minimize), تكبير/تصغير (zoom), إغلاق (close), ---, إحضار الكل إلى الأمام (front)',
    );
  });

  it('offers Reload and the developer tools in development only', () => {
    for (const platform of ['win32', 'darwin'] as const) {
      const dev = buildMenuTemplate({ platform, language: 'en', isDev: true, actions: actions() });
      const view = outline(dev).find((menu) => menu.startsWith('View:'));
      expect(view).toMatch(
        /^View: Reload \(reload\), Toggle Developer Tools \(toggleDevTools\), ---, Zoom In/,
      );
      const installed = buildMenuTemplate({ platform, language: 'en', isDev: false, actions: actions() });
      expect(JSON.stringify(installed)).not.toMatch(/reload|toggleDevTools/i);
    }
  });

  it('runs About and Open Logs Folder, from Help and from the macOS app menu', () => {
    const run = actions();
    const template = buildMenuTemplate({ platform: 'darwin', language: 'en', isDev: false, actions: run });
    const [appMenu] = template;
    (find(template, 'Open Logs Folder').click as () => void)();
    (find(template, 'About Agency Review Console').click as () => void)();
    ((appMenu.submenu as Item[])[0].click as () => void)();
    expect(run.openLogsFolder).toHaveBeenCalledTimes(1);
    expect(run.showAbout).toHaveBeenCalledTimes(2);
  });

  it('lists Keyboard Shortcuts in Help only once the shortcuts screen exists', () => {
    const without = buildMenuTemplate({
      platform: 'win32',
      language: 'en',
      isDev: false,
      actions: actions(),
    });
    expect(JSON.stringify(without)).not.toContain('Keyboard Shortcuts');
    const showKeyboardShortcuts = vi.fn();
    const withShortcuts = buildMenuTemplate({
      platform: 'win32',
      language: 'ar',
      isDev: false,
      actions: { ...actions(), showKeyboardShortcuts },
    });
    (find(withShortcuts, 'اختصارات لوحة المفاتيح').click as () => void)();
    expect(showKeyboardShortcuts).toHaveBeenCalled();
  });
});
