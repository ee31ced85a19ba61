// The field the packaging pins the update publishers into, and main reads back (src/shared).
import { describe, expect, it } from 'vitest';
import {
  pinnedUpdatePublishers,
  UPDATE_PUBLISHER_FIELD,
  UPDATE_PUBLISHER_NAMES_KEY,
  updatePublisherMetadata,
} from '../../../../src/shared/update-publisher';
import { splitPublisherNames } from '../../../../tooling/packaging/update-publishers';

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
    const packageJson = { name: 'agency-review-console', ...updatePublisherMetadata([publisher, 'CN=Next']) };
    expect(pinnedUpdatePublishers(packageJson)).toEqual([publisher, 'CN=Next']);
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
