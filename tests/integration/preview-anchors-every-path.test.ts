// Every field path the demo API defines, for usual agencies and the 200-field review, is tied to a
// part of the preview (the mapping's own cases: tests/unit/renderer/review/preview-anchors.test.ts).
import { describe, expect, it } from 'vitest';
import { previewAnchorOf } from '@renderer/features/review/lib/preview-anchors';
import { buildAgencyDetails } from '@demo-api/agency-details';
import { allFieldPaths, fieldGroups } from '@demo-api/field-paths';
import { LARGE_REVIEW_KEY } from '@demo-api/ids';
import { agencySummary } from '@demo-api/seed';

describe('the preview anchors of the demo API’s fields', () => {
  it.each([0, 1, 2, 3, 4, 5, LARGE_REVIEW_KEY])('agency %i: every field has one', (key) => {
    const paths = allFieldPaths(fieldGroups(buildAgencyDetails(key, agencySummary(key))));
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((path) => previewAnchorOf(path) === null)).toEqual([]);
    // Every kind is there: profile, social, tags, work, a service's own fields, case studies, process.
    const anchors = new Set(paths.map((path) => previewAnchorOf(path)!.replace(/\d+/g, 'n')));
    expect([...anchors].filter((anchor) => !anchor.startsWith('profile.')).sort()).toEqual([
      'services[n]',
      'services[n].caseStudies[n]',
      'services[n].process',
      'socialLinks',
      'tags',
      'work[n]',
    ]);
  });
});
