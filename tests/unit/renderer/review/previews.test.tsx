// The agency previews with awkward data: names cut exactly, bidi controls gone, every agency text
// isolated, and no empty section left as a heading with nothing under it.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AgencyDetails } from '@shared/api/schemas';
import { AppProviders } from '@renderer/app/providers';
import { ProfilePreview } from '@renderer/features/review/components/profile-preview';
import { ServicesPreview } from '@renderer/features/review/components/services-preview';
import { createQueryClient } from '@renderer/lib/query-client';
import { fakePlatform } from '../fake-platform';

const show = (preview: React.ReactNode) =>
  render(
    <AppProviders platform={fakePlatform()} queryClient={createQueryClient()}>
      {preview}
    </AppProviders>,
  );

const withCaseStudy = (study: NonNullable<AgencyDetails['services']>[number]['caseStudies']) => ({
  services: [{ title: { en: 'Branding', ar: 'الهوية' }, caseStudies: study }],
});

describe('the services preview', () => {
  it('cuts link and document names of 21 characters or more to their first 20 and "…"', () => {
    show(
      <ServicesPreview
        agency={withCaseStudy([
          {
            projectName: 'Rebrand',
            links: [
              { url: 'https://a.example/1', linkName: 'Quarterly growth report' },
              { url: 'https://a.example/2', linkName: 'Exactly twenty chars' },
            ],
            documents: [{ url: 'https://a.example/3', name: 'Campaign results 2025.pdf' }],
          },
        ])}
      />,
    );
    const names = screen.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(['Quarterly growth rep…', 'Exactly twenty chars', 'Campaign results 202…']);
    expect(screen.getByRole('link', { name: 'Quarterly growth rep…' })).toHaveAttribute(
      'title',
      'Quarterly growth report',
    );
  });

  it('shows a file name without the override character that would disguise it, isolated', () => {
    show(
      <ServicesPreview
        agency={withCaseStudy([
          {
            projectName: 'Rebrand',
            documents: [{ url: 'https://a.example/f', name: 'invoice\u202Efdp.exe' }],
          },
        ])}
      />,
    );
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('invoicefdp.exe');
    expect(link).toHaveAttribute('title', 'invoicefdp.exe');
    expect(link.querySelector('bdi')?.textContent).toBe('invoicefdp.exe');
  });

  it('leaves out a case study row with nothing in it, and isolates the agency texts', () => {
    show(<ServicesPreview agency={withCaseStudy([{ projectName: 'مشروع الهوية', clientName: '' }])} />);
    const study = screen.getByTestId('case-study');
    expect(within(study).queryByText('Client')).not.toBeInTheDocument();
    expect(within(study).getByText('مشروع الهوية')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Branding')).toHaveAttribute('dir', 'auto');
  });
});

describe('the profile preview', () => {
  it('hides the sections the agency left empty', () => {
    show(
      <ProfilePreview
        agency={{ profile: { name: 'Northwind', locations: [], language: [] }, socialLinks: {} }}
      />,
    );
    for (const section of ['Details', 'Office locations', 'Languages', 'Social links', 'Documents']) {
      expect(screen.queryByRole('region', { name: section })).not.toBeInTheDocument();
    }
  });

  it('shows only the details that have a value, and every agency text isolated', () => {
    const long = 'Studio'.repeat(40);
    show(
      <ProfilePreview
        agency={{
          profile: { name: long, yearFounded: 2012, locations: ['الرياض'], language: ['Arabic'] },
          socialLinks: { linkedin: 'https://linkedin.example/northwind' },
        }}
      />,
    );
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('2012')).toBeInTheDocument();
    expect(within(details).queryByText('Team structure')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: long })).toHaveAttribute('dir', 'auto');
    const office = within(screen.getByRole('region', { name: 'Office locations' })).getByText('الرياض');
    expect(office.tagName).toBe('BDI');
    expect(office.closest('[title]')).toHaveAttribute('title', 'الرياض');
    expect(screen.getByRole('region', { name: 'Social links' })).toBeInTheDocument();
  });
});
