// Where a key press belongs to the page rather than to a shortcut: a field being typed in, a focused
// control that answers Enter itself, an open dialog or menu.

/** Typing in an input, textarea, select or editable element: a letter there is text, not a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color'].includes(type);
}

const ACTIVATING_CONTROL =
  'a[href], button, summary, input[type="button"], input[type="submit"], input[type="reset"], ' +
  'input[type="checkbox"], input[type="radio"], [role="button"], [role="link"], [role="menuitem"], ' +
  '[role="menuitemradio"], [role="menuitemcheckbox"], [role="option"], [role="switch"], [role="tab"], ' +
  '[role="checkbox"], [role="radio"]';

/** A focused button, link or similar control: Enter and Space already activate it. */
export function isActivatingControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(ACTIVATING_CONTROL) !== null;
}

const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [aria-modal="true"]';

/** Shown: not hidden by an attribute, `aria-hidden` or `display: none` on it or an ancestor. */
function isShown(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden') || node.getAttribute('aria-hidden') === 'true') return false;
    const view = node.ownerDocument.defaultView;
    if (view && node instanceof HTMLElement && view.getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

/** Fading out: the button that opened it (and names it) already says it is closed. */
function isClosing(element: Element): boolean {
  const openers = (element.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
  return openers.some(
    (id) => element.ownerDocument.getElementById(id)?.getAttribute('aria-expanded') === 'false',
  );
}

/** A dialog, menu or list box is open: keys belong to it until it closes. */
export function isOverlayOpen(doc: Document = document): boolean {
  return [...doc.querySelectorAll(OVERLAY)].some((overlay) => isShown(overlay) && !isClosing(overlay));
}
