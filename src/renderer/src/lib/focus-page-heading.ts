// After a navigation, reading starts at the new screen's heading (h1), unless the screen itself
// put the reviewer in a field (the login email, the first OTP box).

const isFieldInMain = (element: Element | null) =>
  element instanceof HTMLElement &&
  element.closest('main') !== null &&
  element.matches('input, textarea, select');

/**
 * Focuses the page's h1 now or as soon as it appears, and again when the screen replaces it (a
 * loading frame giving way to the loaded one), until the reviewer or the screen moves focus on.
 * Returns a function that stops watching.
 */
export function focusPageHeading(doc: Document = document): () => void {
  let owned: HTMLElement | null = null;
  const settle = () => {
    const active = doc.activeElement;
    const adrift = !active || active === doc.body;
    if (isFieldInMain(active) || (owned && !adrift && active !== owned)) return stop();
    const heading = doc.querySelector<HTMLElement>('h1');
    if (!heading || heading === active || (owned && !adrift)) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
    owned = heading;
  };
  const observer = new MutationObserver(settle);
  // Once the reviewer acts, focus is theirs: nothing is moved behind their back.
  const stop = () => {
    observer.disconnect();
    doc.removeEventListener('pointerdown', stop, true);
    doc.removeEventListener('keydown', stop, true);
  };
  observer.observe(doc.body, { childList: true, subtree: true });
  doc.addEventListener('pointerdown', stop, true);
  doc.addEventListener('keydown', stop, true);
  settle();
  return stop;
}
