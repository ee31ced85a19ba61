import { describe, expect, it } from 'vitest';
import { planUpdates } from '@main/updates/update-plan';

const installed = { isPackaged: true, hasBuildFeed: true };

describe('whether and where the app looks for updates', () => {
  it('never in development or any unpackaged run, whatever the configuration says', () => {
    expect(
      planUpdates({
        isPackaged: false,
        hasBuildFeed: true,
        settings: { enabled: true, url: 'https://u.test' },
      }),
    ).toMatchObject({ enabled: false });
  });

  it('never when IT turned updates off, even with a URL', () => {
    const plan = planUpdates({ ...installed, settings: { enabled: false, url: 'https://u.test/console' } });
    expect(plan).toEqual({ enabled: false, reason: expect.stringContaining('updates.enabled: false') });
  });

  it('from the configuration’s URL first', () => {
    expect(planUpdates({ ...installed, settings: { enabled: true, url: 'https://u.test/console' } })).toEqual(
      {
        enabled: true,
        feedUrl: 'https://u.test/console',
      },
    );
  });

  it('else from the build’s publish setting', () => {
    expect(planUpdates(installed)).toEqual({ enabled: true, feedUrl: null });
    expect(planUpdates({ ...installed, settings: { enabled: true } })).toEqual({
      enabled: true,
      feedUrl: null,
    });
  });

  it('not at all when neither names a server, and says why', () => {
    expect(planUpdates({ isPackaged: true, hasBuildFeed: false })).toEqual({
      enabled: false,
      reason: expect.stringContaining('updates.url'),
    });
  });
});
