// Every field a step judges is tied to the part of the preview that shows it: profile fields to their
// line or block, social links to the social section, work[i] to its links and documents, a service's
// own fields to its card, a case study to itself, a process to its timeline, the tags to the tags.
// (Every path the demo API defines: tests/integration/preview-anchors-every-path.test.ts.)
import { describe, expect, it } from 'vitest';
import {
  fieldForAnchor,
  previewAnchorOf,
  serviceIndexOf,
} from '@renderer/features/review/lib/preview-anchors';

describe('the preview anchor of a field path', () => {
  it.each([
    ['profile.logo', 'profile.logo'],
    ['profile.name', 'profile.name'],
    ['profile.tagline', 'profile.tagline'],
    ['profile.bio', 'profile.bio'],
    ['profile.website', 'profile.website'],
    ['profile.portfolio', 'profile.portfolio'],
    ['profile.yearFounded', 'profile.yearFounded'],
    ['profile.teamStructure', 'profile.teamStructure'],
    ['profile.teamSize', 'profile.teamSize'],
    ['profile.locations', 'profile.locations'],
    ['profile.language', 'profile.language'],
  ])('a profile field, %s, is its own line or block: %s', (path, anchor) => {
    expect(previewAnchorOf(path)).toBe(anchor);
  });

  it('every social link is the social section', () => {
    for (const path of ['socialLinks.linkedin', 'socialLinks.instagram', 'socialLinks.tiktok'])
      expect(previewAnchorOf(path)).toBe('socialLinks');
  });

  it('the tags are the tags section', () => {
    expect(previewAnchorOf('tags')).toBe('tags');
  });

  it('work[i] is that entry’s links and documents', () => {
    expect(previewAnchorOf('work[0]')).toBe('work[0]');
    expect(previewAnchorOf('work[184]')).toBe('work[184]');
    expect(previewAnchorOf('work[2].links[1]')).toBe('work[2]');
  });

  it('a service’s service, skills and pricing are its card', () => {
    for (const part of ['service', 'skills', 'pricing']) {
      expect(previewAnchorOf(`services[3].${part}`)).toBe('services[3]');
    }
    expect(previewAnchorOf('services[1]')).toBe('services[1]');
  });

  it('a case study is that case study, and a process is its timeline', () => {
    expect(previewAnchorOf('services[0].caseStudies[2]')).toBe('services[0].caseStudies[2]');
    expect(previewAnchorOf('services[19].caseStudies[5]')).toBe('services[19].caseStudies[5]');
    expect(previewAnchorOf('services[2].process')).toBe('services[2].process');
  });

  it('a path the preview does not show, or cannot be read, has none', () => {
    for (const path of [
      'profile.favouriteColour',
      'profile',
      'work',
      'services',
      'nonsense..',
      '',
      'tags[0]',
    ])
      expect(previewAnchorOf(path)).toBeNull();
  });
});

describe('the service card an anchor lies in', () => {
  it('is opened for the card, its case studies and its process, and for nothing else', () => {
    expect(serviceIndexOf('services[4]')).toBe(4);
    expect(serviceIndexOf('services[4].caseStudies[1]')).toBe(4);
    expect(serviceIndexOf('services[12].process')).toBe(12);
    expect(serviceIndexOf('profile.bio')).toBeNull();
    expect(serviceIndexOf(null)).toBeNull();
  });
});

describe('the field a click on a preview section makes current', () => {
  const stepPaths = ['profile.name', 'socialLinks.linkedin', 'socialLinks.instagram', 'tags', 'work[0]'];
  const all = { stepPaths, fieldPaths: stepPaths, current: null };

  it('is the field the section shows', () => {
    expect(fieldForAnchor('profile.name', all)).toBe('profile.name');
    expect(fieldForAnchor('work[0]', all)).toBe('work[0]');
  });

  it('keeps the current field when the section is already its own (one section, three links)', () => {
    expect(fieldForAnchor('socialLinks', { ...all, current: 'socialLinks.instagram' })).toBe(
      'socialLinks.instagram',
    );
    expect(fieldForAnchor('socialLinks', { ...all, current: 'tags' })).toBe('socialLinks.linkedin');
  });

  it('prefers a field the reviewer judges to an unchanged one of an updated profile', () => {
    const updated = { stepPaths, fieldPaths: ['socialLinks.instagram'], current: null };
    expect(fieldForAnchor('socialLinks', updated)).toBe('socialLinks.instagram');
    expect(fieldForAnchor('profile.name', updated)).toBe('profile.name');
  });

  it('is none for a section no field of the step shows', () => {
    expect(fieldForAnchor('services[0]', all)).toBeNull();
  });
});
