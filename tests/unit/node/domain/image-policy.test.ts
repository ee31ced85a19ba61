// Where agency logos may load from: the img-src list IT's setting makes, and the same rule the page
// uses to say a logo was not shown.
import { describe, expect, it } from 'vitest';
import { imageAllowed, imageSources } from '@shared/image-policy';
import { contentSecurityPolicy } from '@shared/renderer-content';

describe('the image sources', () => {
  it('are any https host by default (no list set)', () => {
    expect(imageSources('https://api.example.com/v1', undefined)).toBeNull();
    expect(contentSecurityPolicy(null)).toContain("img-src 'self' data: https:;");
  });

  it('are the backend’s origin and the named hosts, over https, when IT names them', () => {
    const sources = imageSources('https://api.example.com:8443/v1', [
      'cdn.example.com',
      '*.images.example.org',
    ]);
    expect(sources).toEqual([
      'https://api.example.com:8443',
      'https://cdn.example.com',
      'https://*.images.example.org',
    ]);
    expect(contentSecurityPolicy(sources)).toContain(
      "img-src 'self' data: https://api.example.com:8443 https://cdn.example.com https://*.images.example.org;",
    );
  });

  it('are the backend only for an empty list, and the app itself only when there is no backend', () => {
    expect(imageSources('https://api.example.com', [])).toEqual(['https://api.example.com']);
    expect(imageSources(null, [])).toEqual([]);
    expect(contentSecurityPolicy([])).toContain("img-src 'self' data:;");
  });
});

describe('whether the page may load an image', () => {
  const sources = ['https://api.example.com:8443', 'https://cdn.example.com', 'https://*.images.example.org'];

  it('always for data: images and the app’s own paths (logos main fetches from the backend)', () => {
    expect(imageAllowed('data:image/png;base64,AAAA', [])).toBe(true);
    expect(imageAllowed('/backend-images/logos/a.svg', [])).toBe(true);
    expect(imageAllowed('//evil.example/a.png', [])).toBe(false);
  });

  it('by default, for any https host and nothing else', () => {
    expect(imageAllowed('https://agency.example/logo.png', null)).toBe(true);
    expect(imageAllowed('http://agency.example/logo.png', null)).toBe(false);
    expect(imageAllowed('not a url', null)).toBe(false);
  });

  it('with a list, as the browser matches img-src: scheme, host, subdomains for *., port', () => {
    const allowed = (url: string) => imageAllowed(url, sources);
    expect(allowed('https://cdn.example.com/a.png')).toBe(true);
    expect(allowed('https://CDN.example.com:443/a.png')).toBe(true);
    expect(allowed('https://a.images.example.org/x.png')).toBe(true);
    expect(allowed('https://api.example.com:8443/logos/1.png')).toBe(true);
    expect(allowed('https://images.example.org/x.png')).toBe(false);
    expect(allowed('https://api.example.com/logos/1.png')).toBe(false);
    expect(allowed('http://cdn.example.com/a.png')).toBe(false);
    expect(allowed('https://cdn.example.com.evil.example/a.png')).toBe(false);
    expect(allowed('https://agency.example/logo.png')).toBe(false);
  });

  it('matches a loopback IPv6 backend, as a development backend may be', () => {
    const sources = imageSources('http://[::1]:4010/api', []);
    expect(sources).toEqual(['http://[::1]:4010']);
    expect(imageAllowed('http://[::1]:4010/logos/a.png', sources)).toBe(true);
    expect(imageAllowed('http://[::1]:4011/logos/a.png', sources)).toBe(false);
  });
});
