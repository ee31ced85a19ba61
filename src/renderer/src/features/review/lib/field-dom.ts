// The field list and the preview as the keyboard moves through them: finding a field's parts in the
// page, opening, focusing and scrolling them. Only the DOM, no React: the step's actions use these.

const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

export const fieldItemOf = (root: ParentNode, path: string) =>
  root.querySelector<HTMLElement>(`[data-field-path=${quoted(path)}]`);

export const fieldControlOf = (item: Element) =>
  item.querySelector<HTMLButtonElement>('[data-accordion-control]');

export const noteOf = (item: Element) => item.querySelector<HTMLTextAreaElement>('textarea[data-field-note]');

export const statusRadioOf = (item: Element, status: 'valid' | 'invalid') =>
  item.querySelector<HTMLInputElement>(`input[type="radio"][value="${status}"]`);

/** The element, once no collapsed panel hides it (a hidden element cannot take focus). */
export const shown = <T extends Element>(element: T | null) =>
  element?.closest('[hidden]') ? null : element;

/** The preview covers the step (its full screen, see preview-panel.tsx). */
export const isPreviewFullScreen = (doc: Document = document) =>
  doc.querySelector('[data-preview-scroller][data-full-screen="true"]') !== null;

/** A note of a field: where Escape goes back to the field. */
export const isFieldNote = (element: Element | null) =>
  element instanceof HTMLTextAreaElement && element.hasAttribute('data-field-note');

/** The path of the field an element is part of. */
export const fieldPathOf = (element: EventTarget | null) =>
  element instanceof Element
    ? (element.closest<HTMLElement>('[data-field-path]')?.dataset.fieldPath ?? null)
    : null;

/** Opens a collapsed field; true when it was collapsed (its panel is still opening). */
export function expandField(item: Element): boolean {
  const control = fieldControlOf(item);
  if (!control || control.disabled || control.getAttribute('aria-expanded') !== 'false') return false;
  control.click();
  return true;
}

// Mantine's accordion panels open in 200 ms.
const PANEL_OPENING_MS = 250;

/** Brings a field into the window's view (below the sticky progress line, see its scroll margin). */
export function scrollToField(item: Element, opening = false) {
  item.scrollIntoView?.({ block: 'nearest' });
  if (opening) setTimeout(() => item.scrollIntoView?.({ block: 'nearest' }), PANEL_OPENING_MS);
}

/** Runs `act` on the element once it is in the page: now, or over the next frames (a panel opening). */
export function whenPresent<T extends Element>(find: () => T | null, act: (element: T) => void, frames = 10) {
  const element = find();
  if (element) act(element);
  else if (frames > 0) requestAnimationFrame(() => whenPresent(find, act, frames - 1));
}

const PREVIEW_MARGIN = 16;

/**
 * How far a scroll container must scroll for `rect` to be in view within `box`: 0 when it already
 * is, else enough to bring it to the top, with what follows it below (what the reviewer reads next).
 */
export function scrollToShow(
  box: Pick<DOMRectReadOnly, 'top' | 'bottom'>,
  rect: Pick<DOMRectReadOnly, 'top' | 'bottom'>,
  margin = PREVIEW_MARGIN,
): number {
  if (rect.top >= box.top + margin && rect.bottom <= box.bottom - margin) return 0;
  return rect.top - box.top - margin;
}

/**
 * Brings a preview section into the preview's own view (the column, or the full-screen overlay; never
 * the window), and again once a service card that was just opened has grown. Measured by an
 * intersection observer, so a click on a 200-field step never forces a layout of the whole page.
 * Answers a function that cancels.
 */
export function revealInPreview(element: HTMLElement): () => void {
  const container = element.closest('[data-preview-scroller]');
  const anchor = element.dataset.previewAnchor;
  // A field shown in two places (a work entry's links and its documents) scrolls to the first.
  const first = anchor ? container?.querySelector(`[data-preview-anchor=${quoted(anchor)}]`) : element;
  if (!container || first !== element || typeof IntersectionObserver === 'undefined') return () => undefined;
  let observer: IntersectionObserver | undefined;
  const reveal = () => {
    observer?.disconnect();
    observer = new IntersectionObserver(
      ([entry]) => {
        observer?.disconnect();
        if (entry?.rootBounds)
          container.scrollTop += scrollToShow(entry.rootBounds, entry.boundingClientRect);
      },
      { root: container },
    );
    observer.observe(element);
  };
  reveal();
  // Only a service card (or a part of one) may have been opened for it.
  const later = anchor?.startsWith('services[') ? setTimeout(reveal, PANEL_OPENING_MS) : undefined;
  return () => {
    observer?.disconnect();
    clearTimeout(later);
  };
}
