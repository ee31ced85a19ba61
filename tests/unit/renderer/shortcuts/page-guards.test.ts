import { afterEach, describe, expect, it } from 'vitest';
import { isActivatingControl, isOverlayOpen, isTypingTarget } from '@renderer/lib/shortcuts/typing-target';

const element = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.firstElementChild as HTMLElement;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('typing targets', () => {
  it('are text fields, textareas, selects and editable elements', () => {
    expect(isTypingTarget(element('<input type="text">'))).toBe(true);
    expect(isTypingTarget(element('<input type="search">'))).toBe(true);
    expect(isTypingTarget(element('<textarea></textarea>'))).toBe(true);
    expect(isTypingTarget(element('<select></select>'))).toBe(true);
    const editable = element('<div contenteditable="true"></div>');
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTypingTarget(editable)).toBe(true);
  });

  it('are not buttons, checkboxes, radios or the page itself', () => {
    expect(isTypingTarget(element('<input type="radio">'))).toBe(false);
    expect(isTypingTarget(element('<input type="checkbox">'))).toBe(false);
    expect(isTypingTarget(element('<button>x</button>'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('controls that answer Enter themselves', () => {
  it('are buttons, links and menu items, and what is inside them', () => {
    expect(isActivatingControl(element('<button>x</button>'))).toBe(true);
    expect(isActivatingControl(element('<a href="/x">x</a>'))).toBe(true);
    expect(isActivatingControl(element('<div role="menuitem">x</div>'))).toBe(true);
    expect(isActivatingControl(element('<a href="/x"><span>x</span></a>').firstElementChild)).toBe(true);
    expect(isActivatingControl(element('<h1 tabindex="-1">x</h1>'))).toBe(false);
    expect(isActivatingControl(document.body)).toBe(false);
  });
});

describe('an open dialog or menu', () => {
  it('is a shown dialog, alert dialog, menu, list box or modal', () => {
    expect(isOverlayOpen()).toBe(false);
    for (const html of [
      '<div role="dialog"></div>',
      '<div role="alertdialog"></div>',
      '<div role="menu"></div>',
      '<div role="listbox"></div>',
      '<div aria-modal="true"></div>',
    ]) {
      const overlay = element(html);
      expect(isOverlayOpen(), html).toBe(true);
      overlay.remove();
    }
  });

  it('is not one fading out after its button said it closed', () => {
    element('<button id="sort" aria-expanded="false">Sort</button>');
    const menu = element('<div role="menu" aria-labelledby="sort"></div>');
    expect(isOverlayOpen()).toBe(false);
    document.querySelector('button')!.setAttribute('aria-expanded', 'true');
    expect(isOverlayOpen()).toBe(true);
    menu.remove();
  });

  it('is not one kept in the page but hidden', () => {
    element('<div role="menu" hidden></div>');
    element('<div style="display: none"><div role="listbox"></div></div>');
    element('<div aria-hidden="true"><div role="dialog"></div></div>');
    expect(isOverlayOpen()).toBe(false);
  });
});
