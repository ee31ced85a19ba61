// Only the app's exact origins are trusted, by the IPC sender check and the navigation guard alike:
// never a host, port or user part that merely starts like them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTrustedUrl, trustedOrigins } from '@main/app-origin';
import { createSenderCheck } from '@main/ipc/trusted-sender';

const origins = trustedOrigins('http://localhost:5173/');
const isTrustedSender = createSenderCheck(origins);
const trusted = (url: string) =>
  isTrustedUrl(url, origins) || isTrustedSender({ senderFrame: { url } as never });

describe('look-alike origins', () => {
  it.each([
    'app://console.evil/',
    'app://console@evil/',
    'app://evil@console/',
    'app://console:8080/',
    'app://consolex/',
    'http://localhost:51730',
    'http://localhost:5173@evil.example/',
    'https://localhost:5173/',
    'http://localhost.evil:5173/',
  ])('%s is not trusted', (url) => {
    expect(trusted(url)).toBe(false);
  });

  it("the app's own pages and the development server are", () => {
    expect(isTrustedSender({ senderFrame: { url: 'app://console/review/3' } as never })).toBe(true);
    expect(isTrustedSender({ senderFrame: { url: 'http://localhost:5173/login' } as never })).toBe(true);
  });

  it('no host that only starts like console, and no user part, is trusted', () => {
    const label = fc.stringMatching(/^[a-z0-9.-]{1,12}$/);
    fc.assert(fc.property(label, (rest) => !trusted(`app://console${rest}/`)));
    fc.assert(fc.property(label, label, (user, host) => !trusted(`app://${user}@${host}/`)));
  });

  it('no other port of the development server is trusted', () => {
    const port = fc.integer({ min: 1, max: 65_535 }).filter((p) => p !== 5173);
    fc.assert(fc.property(port, (p) => !trusted(`http://localhost:${p}/`)));
  });
});
