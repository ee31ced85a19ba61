// A queue row's parts: the agency's logo or its initial, the status pill in its colour, and the
// row's action, a button or a link marked for Enter (data-row-action).
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from '@renderer/components/ui/button';
import { RowAvatar } from '@renderer/features/queues/components/row-avatar';
import { StatusBadge } from '@renderer/features/queues/components/status-badge';
import { initI18n } from '@renderer/lib/i18n';
import { installBrowserShims } from '../render-app';
import { renderInApp } from '../render-in-app';

beforeEach(async () => {
  installBrowserShims();
  await initI18n('en');
});

const LOGO = '/api/logos/66f1a0000000000000000000.svg';

describe("a row's avatar", () => {
  it('shows the logo, as decoration (the name is in the row)', () => {
    const part = renderInApp(<RowAvatar src={LOGO} initial="B" />);
    expect(part.querySelector('img')?.getAttribute('src')).toBe(LOGO);
    expect(part.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(part.textContent).toBe('');
  });

  it('shows the initial when there is no logo', () => {
    const part = renderInApp(<RowAvatar src={null} initial="ب" />);
    expect(part.querySelector('img')).toBeNull();
    expect(part.textContent).toBe('ب');
  });

  it('shows a hidden icon when the name has no letter to show', () => {
    const part = renderInApp(<RowAvatar src={null} initial={undefined} />);
    expect(part.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the initial when the logo does not load, and tries a new logo again', () => {
    const other = `${LOGO}?v=2`;
    function ChangingLogo() {
      const [src, setSrc] = useState(LOGO);
      return (
        <>
          <RowAvatar src={src} initial="B" />
          <button type="button" onClick={() => setSrc(other)}>
            new logo
          </button>
        </>
      );
    }
    const part = renderInApp(<ChangingLogo />);
    fireEvent.error(part.querySelector('img')!);
    expect(part.querySelector('img')).toBeNull();
    expect(part.textContent).toContain('B');
    fireEvent.click(screen.getByRole('button', { name: 'new logo' }));
    expect(part.querySelector('img')?.getAttribute('src')).toBe(other);
  });
});

describe("a row's status", () => {
  it.each([
    ['pending', 'pending', 'yellow'],
    ['in progress', 'inProgress', 'blue'],
    ['in-progress', 'inProgress', 'blue'],
    ['completed', 'completed', 'green'],
    ['rejected', 'rejected', 'red'],
    ['archived', 'other', 'gray'],
  ])('%s is its label on its colour', (status, key, colour) => {
    const part = renderInApp(<StatusBadge status={status} label="Label" />);
    const badge = part.querySelector<HTMLElement>(`[data-status="${key}"]`)!;
    expect(badge.textContent).toBe('Label');
    expect(badge.style.color).toBe(`var(--mantine-color-${colour}-light-color)`);
    expect(badge.style.background).toBe(`var(--mantine-color-${colour}-light)`);
  });
});

describe("a row's action", () => {
  it('is pressed by a click, and not while disabled', () => {
    const onClick = vi.fn();
    renderInApp(
      <>
        <Button size="xs" onClick={onClick} data-row-action>
          Start Review
        </Button>
        <Button size="xs" disabled onClick={onClick} data-row-action>
          Starting...
        </Button>
      </>,
    );
    const start = screen.getByRole('button', { name: 'Start Review' });
    expect(start.getAttribute('type')).toBe('button');
    expect(start.hasAttribute('data-row-action')).toBe(true);
    fireEvent.click(start);
    fireEvent.click(screen.getByRole('button', { name: 'Starting...' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a link in the app when it opens a review', () => {
    renderInApp(
      <ButtonLink look="light" size="xs" to="/agency/a/review/r/profile" data-row-action>
        View Review
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'View Review' });
    expect(link.getAttribute('href')).toBe('/agency/a/review/r/profile');
    expect(link.hasAttribute('data-row-action')).toBe(true);
  });
});
