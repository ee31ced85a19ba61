import { describe, expect, it, vi } from 'vitest';
import { createLinkHandover } from '@main/review-links';

const LINK = 'agency-review-console://review/66f1a0000000000000000001/66f1c0000000000000000001/report';

function handover() {
  const log = { info: vi.fn(), warn: vi.fn() };
  const announce = vi.fn();
  return { links: createLinkHandover({ log, announce }), log, announce };
}

describe('the link hand-over', () => {
  it('keeps a review link until the page takes it, once, and announces it', () => {
    const { links, announce } = handover();
    expect(links.take()).toBeNull();
    links.receive(LINK);
    expect(announce).toHaveBeenCalledTimes(1);
    expect(links.take()).toEqual({
      kind: 'review',
      target: {
        agencyId: '66f1a0000000000000000001',
        reviewId: '66f1c0000000000000000001',
        step: 'report',
      },
    });
    expect(links.take()).toBeNull();
  });

  it('keeps only the newest link when two arrive before the page takes one', () => {
    const { links } = handover();
    links.receive(LINK);
    links.receive('agency-review-console://review/a2/r2?source=updated');
    expect(links.take()).toMatchObject({ target: { agencyId: 'a2', step: 'profile', source: 'updated' } });
    expect(links.take()).toBeNull();
  });

  it('refuses anything else, tells the page and logs a short, escaped copy of it', () => {
    const { links, log, announce } = handover();
    const hostile = `agency-review-console://review/a/b?next=${'x'.repeat(500)}\u202e\n`;
    links.receive(hostile);
    expect(announce).toHaveBeenCalledTimes(1);
    expect(links.take()).toEqual({ kind: 'refused' });
    const [, details] = log.warn.mock.calls[0];
    expect(String(details.link).length).toBeLessThan(210);
    expect(details.link).not.toMatch(/[\n\u202e]/);
    links.receive(undefined);
    expect(log.warn.mock.calls[1][1]).toEqual({ link: '(undefined)' });
  });
});
