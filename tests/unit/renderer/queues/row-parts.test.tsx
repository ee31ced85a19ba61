// A queue row's avatar, status badge and action buttons are written out as the markup Mantine's
// Avatar, Badge and Button render (features/queues/components/row-parts.tsx): each is rendered beside
// the Mantine component it stands for and the two DOMs must be the same (mantine-markup.tsx).
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Avatar, Badge, Button } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STATUS_COLOURS, statusKey } from '@shared/domain/review-status';
import {
  RowAvatar,
  RowButton,
  RowLinkButton,
  StatusBadge,
} from '@renderer/features/queues/components/row-parts';
import { initI18n } from '@renderer/lib/i18n';
import { canonical, renderInApp, same } from '../mantine-markup';
import { installBrowserShims } from '../render-app';

beforeEach(async () => {
  installBrowserShims();
  await initI18n('en');
});

const LOGO = '/api/logos/66f1a0000000000000000000.svg';

describe("a row's avatar is Mantine's Avatar", () => {
  it('with the logo', () => {
    same(
      <RowAvatar src={LOGO} initial="B" />,
      <Avatar src={LOGO} alt="" radius="md" size={36}>
        B
      </Avatar>,
    );
  });

  it('with the initial when there is no logo', () => {
    same(
      <RowAvatar src={null} initial="ب" />,
      <Avatar src={null} alt="" radius="md" size={36}>
        ب
      </Avatar>,
    );
  });

  it('with its placeholder icon when the name has no letter to show', () => {
    same(<RowAvatar src={null} initial={undefined} />, <Avatar src={null} alt="" radius="md" size={36} />);
  });

  it('with the initial when the logo does not load, and a new logo is tried again', () => {
    const failed = (node: Parameters<typeof renderInApp>[0]) => {
      const part = renderInApp(node);
      fireEvent.error(part.querySelector('img')!);
      return part;
    };
    const ours = canonical(failed(<RowAvatar src={LOGO} initial="B" />));
    cleanup();
    const theirs = canonical(
      failed(
        <Avatar src={LOGO} alt="" radius="md" size={36}>
          B
        </Avatar>,
      ),
    );
    cleanup();
    expect(ours).toBe(theirs);
    expect(ours).toContain('"B"');
    expect(ours).not.toContain('<img');

    // The same avatar, given another logo (a row whose agency changed its logo): it tries that one.
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
    fireEvent.click(screen.getByRole('button', { name: 'new logo' }));
    expect(part.querySelector('img')?.getAttribute('src')).toBe(other);
  });
});

describe("a row's status is Mantine's light Badge in the status's colour", () => {
  it.each(['pending', 'in progress', 'in-progress', 'completed', 'rejected', 'archived'])('%s', (status) => {
    const key = statusKey(status);
    same(
      <StatusBadge status={status} label="Label" />,
      <Badge color={STATUS_COLOURS[key]} variant="light" data-status={key} tt="none">
        Label
      </Badge>,
    );
  });
});

describe("a row's action is Mantine's Button (xs)", () => {
  it.each([
    ['filled', false],
    ['filled', true],
    ['light', false],
    ['light', true],
  ] as const)('%s, disabled: %s', (look, disabled) => {
    same(
      <RowButton look={look} disabled={disabled}>
        Start review
      </RowButton>,
      // Filled is Mantine's default variant, which the rows never named.
      <Button size="xs" variant={look === 'light' ? look : undefined} disabled={disabled} data-row-action>
        Start review
      </Button>,
    );
  });

  it('as a link in the app', () => {
    same(
      <RowLinkButton to="/agency/a/review/r/profile">View review</RowLinkButton>,
      <Button size="xs" variant="light" component={Link} to="/agency/a/review/r/profile" data-row-action>
        View review
      </Button>,
    );
  });

  it('is pressed by a click, and not while disabled', () => {
    const onClick = vi.fn();
    renderInApp(
      <>
        <RowButton look="filled" onClick={onClick}>
          Start review
        </RowButton>
        <RowButton look="filled" disabled onClick={onClick}>
          Starting…
        </RowButton>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start review' }));
    fireEvent.click(screen.getByRole('button', { name: 'Starting…' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
