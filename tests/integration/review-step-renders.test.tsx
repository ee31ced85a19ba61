// On a long step, work on one field re-renders that field only (issue 13: a keystroke in a note on a
// 200-field step must fit in a frame). Every field's value is drawn by FieldValue: counting its
// renders counts the fields React re-rendered.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@renderer/lib/paths';
import { newestSeededReview } from '@demo-api/seed';
import { renderRoute } from '../unit/renderer/render-app';
import { signedIn, useIntegrationEnvironment } from './signed-in';
import { fieldItem } from './step-fields';

const renders = vi.hoisted(() => ({ count: 0, resolverRuns: 0, tagEditor: 0 }));
// The tags stand for the rest of the step around the fields: drawn again only when the step is.
vi.mock('@renderer/features/review/components/tag-editor', async (importOriginal) => {
  const original = await importOriginal<typeof import('@renderer/features/review/components/tag-editor')>();
  return {
    TagEditor: (props: Parameters<typeof original.TagEditor>[0]) => {
      renders.tagEditor++;
      return original.TagEditor(props);
    },
  };
});
// Counts the step's runs of its zod schema through react-hook-form (every field each time).
vi.mock('@hookform/resolvers/zod', async (importOriginal) => {
  const original = await importOriginal<typeof import('@hookform/resolvers/zod')>();
  return {
    ...original,
    zodResolver: ((...args: Parameters<typeof original.zodResolver>) => {
      const resolver = original.zodResolver(...args);
      return (...call: Parameters<typeof resolver>) => {
        renders.resolverRuns++;
        return resolver(...call);
      };
    }) as typeof original.zodResolver,
  };
});
vi.mock('@renderer/features/review/components/field-value', async (importOriginal) => {
  const original = await importOriginal<typeof import('@renderer/features/review/components/field-value')>();
  return {
    FieldValue: (props: Parameters<typeof original.FieldValue>[0]) => {
      renders.count++;
      return original.FieldValue(props);
    },
  };
});

const review = newestSeededReview('agency', 'in progress');
const profileStep = paths.reviewProfile.getHref(review.agencyId, review.reviewId);

/** The field worked on, drawn again for its new status and again for its validation. */
const ONE_FIELD = 2;

useIntegrationEnvironment();
beforeEach(() => {
  renders.count = 0;
});

describe('a step re-renders only the field being worked on', () => {
  it('when a field is marked invalid and valid again, and when its note is typed', async () => {
    const { transport } = await signedIn();
    renderRoute(profileStep, undefined, transport);
    const bio = await waitFor(() => fieldItem('profile.bio'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false),
    );
    const fields = document.querySelectorAll('[data-field-path]').length;
    expect(fields).toBeGreaterThan(ONE_FIELD * 3);

    renders.count = 0;
    fireEvent.click(bio.getByRole('radio', { name: 'Invalid' }));
    await bio.findByRole('textbox', { name: /^Note\b/ });
    // Next turns disabled: the step re-renders, its fields do not.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true),
    );
    expect(renders.count).toBeLessThanOrEqual(ONE_FIELD);
    // Next and the unload guard follow the change; the rest of the step is not drawn again.
    renders.tagEditor = 0;
    fireEvent.click(bio.getByRole('radio', { name: 'Valid' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(bio.getByRole('radio', { name: 'Invalid' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true),
    );
    expect(renders.tagEditor).toBe(0);
    const note = await bio.findByRole('textbox', { name: /^Note\b/ });

    renders.count = 0;
    renders.resolverRuns = 0;
    for (const value of ['C', 'Co', 'Copied from another agency.'])
      fireEvent.change(note, { target: { value } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false),
    );
    expect(renders.count).toBe(0);
    // Next follows the rules read directly: the whole form is not validated on each keystroke.
    expect(renders.resolverRuns).toBe(0);

    renders.count = 0;
    fireEvent.click(bio.getByRole('radio', { name: 'Valid' }));
    await waitFor(() => expect(bio.queryByRole('textbox', { name: /^Note\b/ })).not.toBeInTheDocument());
    expect(renders.count).toBeLessThanOrEqual(ONE_FIELD);
  });

  it('when J and K move the current field, or a preview section is clicked (issue 14)', async () => {
    const { transport } = await signedIn();
    renderRoute(profileStep, undefined, transport);
    await waitFor(() => fieldItem('profile.bio'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false),
    );

    renders.count = 0;
    const key = (code: string) =>
      act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { code, key: 'x' }));
    for (const code of ['KeyJ', 'KeyJ', 'KeyJ', 'KeyK']) key(code);
    expect(document.querySelectorAll('[data-current-field-mark]')).toHaveLength(1);
    fireEvent.click(document.querySelector('[data-preview-anchor="profile.bio"]')!);
    expect(
      document.querySelector('[data-field-path="profile.bio"] [data-current-field-mark]'),
    ).toBeInTheDocument();
    // The mark beside the field re-renders, the fields themselves do not.
    expect(renders.count).toBe(0);
  });
});
