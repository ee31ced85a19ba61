import { describe, expect, it } from 'vitest';
import { isAllowedExternalUrl } from '@main/external-links';

describe('links that may open in the OS browser', () => {
  it('allows plain https links to any host', () => {
    expect(isAllowedExternalUrl('https://agency.example.com/work?id=1')).toBe(true);
    expect(isAllowedExternalUrl('https://www.linkedin.com/company/x')).toBe(true);
  });

  it.each([
    'http://agency.example.com/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'app://console/login',
    'ms-settings:privacy',
    'smb://server/share',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isAllowedExternalUrl(url)).toBe(false);
  });

  it('refuses https links that carry credentials', () => {
    expect(isAllowedExternalUrl('https://user:secret@example.com/')).toBe(false);
    expect(isAllowedExternalUrl('https://user@example.com/')).toBe(false);
  });

  it('narrows to the configured hosts and their subdomains when an allowlist is given', () => {
    const hosts = ['example.com'];
    expect(isAllowedExternalUrl('https://example.com/a', hosts)).toBe(true);
    expect(isAllowedExternalUrl('https://docs.example.com/a', hosts)).toBe(true);
    expect(isAllowedExternalUrl('https://evilexample.com/a', hosts)).toBe(false);
    expect(isAllowedExternalUrl('https://example.com.evil.io/a', hosts)).toBe(false);
  });
});
