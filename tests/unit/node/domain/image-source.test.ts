// Where the page loads a logo from: the backend's absolute URLs as sent, paths on the API through the
// page's own way to the API (web mode's /api), or nowhere on the desktop.
import { describe, expect, it } from 'vitest';
import { imageSource } from '@shared/domain/preview-text';

describe('image source of a logo', () => {
  it('loads a path on the API under the API base', () => {
    expect(imageSource('/logos/66f1a0.svg', '/api')).toBe('/api/logos/66f1a0.svg');
    expect(imageSource('/logos/66f1a0.svg', 'https://console.example/api/')).toBe(
      'https://console.example/api/logos/66f1a0.svg',
    );
  });

  it('shows no image for a path on the API when the page has no way to the API', () => {
    expect(imageSource('/logos/66f1a0.svg', undefined)).toBeNull();
  });

  it('keeps absolute URLs and data: images from other backends as they are', () => {
    const svg = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
    for (const base of ['/api', undefined]) {
      expect(imageSource('https://cdn.test/nile.png', base)).toBe('https://cdn.test/nile.png');
      expect(imageSource(svg, base)).toBe(svg);
      expect(imageSource('//cdn.test/nile.png', base)).toBe('//cdn.test/nile.png');
    }
  });

  it('has nothing to show without a logo', () => {
    for (const none of [null, undefined, '', '  ']) expect(imageSource(none, '/api')).toBeNull();
  });
});
