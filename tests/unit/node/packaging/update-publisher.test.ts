// The field the packaging pins the update publishers into, and main reads back (src/shared).
import { describe, expect, it } from 'vitest';
import {
  pinnedUpdatePublishers,
  UPDATE_PUBLISHER_FIELD,
  UPDATE_PUBLISHER_NAMES_KEY,
  updatePublisherMetadata,
} from '../../../../src/shared/update-publisher';
import { parseDn, subjectMatches } from '../../../../src/shared/distinguished-name';
import { publisherNameProblem, splitPublisherNames } from '../../../../tooling/packaging/update-publishers';

const publisher = 'CN=Agency Review, O=Agency Review, L=Amman, C=JO';

describe('the pinned update publishers in package.json', () => {
  it('are written as { agencyReviewConsole: { updatePublisherNames: [...] } }', () => {
    expect([UPDATE_PUBLISHER_FIELD, UPDATE_PUBLISHER_NAMES_KEY]).toEqual([
      'agencyReviewConsole',
      'updatePublisherNames',
    ]);
    expect(JSON.parse(JSON.stringify(updatePublisherMetadata([publisher])))).toEqual({
      agencyReviewConsole: { updatePublisherNames: [publisher] },
    });
  });

  it('read back as written, with the rest of package.json around them', () => {
    const next = 'CN=Agency Review, O=Agency Review Digital, C=JO';
    const packageJson = { name: 'agency-review-console', ...updatePublisherMetadata([publisher, next]) };
    expect(pinnedUpdatePublishers(packageJson)).toEqual([publisher, next]);
  });

  it('read as none when the field is missing or holds anything but a list of names', () => {
    for (const packageJson of [
      null,
      'text',
      { name: 'agency-review-console' },
      { agencyReviewConsole: [] },
      { agencyReviewConsole: { updatePublisherNames: publisher } },
      { agencyReviewConsole: { updatePublisherNames: [publisher, 42] } },
      { agencyReviewConsole: { updatePublisherNames: [publisher, ' '] } },
    ]) {
      expect(pinnedUpdatePublishers(packageJson)).toEqual([]);
    }
  });
});

describe('WIN_PUBLISHER_NAME', () => {
  it('separates names with ";" but not inside double quotes or after a backslash', () => {
    expect(splitPublisherNames(`${publisher}; CN=A, O="B; C" ;CN=D\\;E;;`)).toEqual([
      publisher,
      'CN=A, O="B; C"',
      'CN=D\\;E',
    ]);
  });
});

describe('a name the build pins', () => {
  it('is one the app reads as a subject of at least CN and O, and matches its signer by', () => {
    const accepted = [
      publisher,
      'CN=x, O=y',
      'o = "Agency Review, Inc." , cn = A',
      'CN="Agency Review, Inc.", O="Say ""Hi""", C=US',
    ];
    for (const name of accepted) {
      expect(publisherNameProblem(name, 'WIN_PUBLISHER_NAME'), name).toBeNull();
      const types = parseDn(name)?.map(([type]) => type);
      expect(types, name).toEqual(expect.arrayContaining(['CN', 'O']));
    }
    expect(subjectMatches('o = "Agency Review, Inc." , cn = A', 'CN=A, O="Agency Review, Inc.", C=US')).toBe(
      true,
    );
    // What the app could never match, or would match too widely, the build refuses.
    for (const name of ['CN=Agency Review', 'CN=A, O="B', 'Agency Review', 'CN=A, O=']) {
      expect(publisherNameProblem(name, 'WIN_PUBLISHER_NAME'), name).not.toBeNull();
    }
  });
});
