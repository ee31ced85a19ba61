// Issue 10: after a navigation, focus goes to the screen's heading, also once it appears or is
// replaced, but never away from a field the screen chose or from a reviewer who has moved on.
import { afterEach, describe, expect, it } from 'vitest';
import { focusPageHeading } from '@renderer/lib/focus-page-heading';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const heading = (text: string) => Object.assign(document.createElement('h1'), { textContent: text });

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('focusPageHeading', () => {
  it('focuses the h1 already on screen, making it focusable by script only', () => {
    document.body.innerHTML = '<main><h1>Agencies</h1></main>';
    stop = focusPageHeading();
    const h1 = document.querySelector('h1')!;
    expect(h1).toHaveFocus();
    expect(h1).toHaveAttribute('tabindex', '-1');
  });

  it('waits for an h1 still to come, then follows it when the screen replaces it', async () => {
    document.body.innerHTML = '<main></main>';
    stop = focusPageHeading();
    const main = document.querySelector('main')!;
    const loading = heading('Loading frame');
    main.append(loading);
    await settled();
    expect(loading).toHaveFocus();

    const services = heading('Agency Services');
    main.replaceChildren(services);
    await settled();
    expect(services).toHaveFocus();
  });

  it('leaves focus in a field the new screen focused itself', () => {
    document.body.innerHTML = '<main><h1>Verify</h1><input aria-label="Digit 1 of 6" /></main>';
    const digit = document.querySelector('input')!;
    digit.focus();
    stop = focusPageHeading();
    expect(digit).toHaveFocus();
  });

  it('moves nothing once the reviewer has pressed a key', async () => {
    document.body.innerHTML = '<main></main>';
    stop = focusPageHeading();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    document.querySelector('main')!.append(heading('Late'));
    await settled();
    expect(document.body).toHaveFocus();
  });
});
