import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExternalLink, isWebUrl } from '@renderer/features/review/components/external-link';

const renderLink = (href: string) =>
  render(
    <MantineProvider>
      <ExternalLink href={href}>Website</ExternalLink>
    </MantineProvider>,
  );

describe('a link out of the app', () => {
  it('opens https and http addresses in a new tab, without giving the page an opener', () => {
    for (const href of ['https://agency.example/work', 'http://agency.example/']) {
      renderLink(href);
      const link = screen.getByRole('link', { name: 'Website' });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      cleanup();
    }
  });

  it('shows any other address from the server as plain text, never as a link', () => {
    const unsafe = [
      'javascript:alert(1)',
      'data:text/html,<script>1</script>',
      'file:///etc/passwd',
      '/agency',
      '',
    ];
    for (const href of unsafe) {
      renderLink(href);
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(screen.getByText('Website')).toBeInTheDocument();
      cleanup();
    }
  });

  it('accepts only the http and https schemes, whatever their case', () => {
    expect(isWebUrl('HTTPS://agency.example')).toBe(true);
    expect(isWebUrl(' javascript:alert(1)')).toBe(false);
    expect(isWebUrl('mailto:hello@agency.example')).toBe(false);
    expect(isWebUrl('not a url')).toBe(false);
  });
});
