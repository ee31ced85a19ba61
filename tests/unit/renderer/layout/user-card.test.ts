import { describe, expect, it } from 'vitest';
import { initialsOf, shortEmail } from '@renderer/features/layout/components/user-card';
import { CONTENT_MARGIN, SIDEBAR_WIDTH } from '@renderer/features/layout/stores/sidebar-store';

describe('the user card', () => {
  it('shows the initials of the first and last name', () => {
    expect(initialsOf({ firstName: 'layla', lastName: 'Haddad' })).toBe('LH');
    expect(initialsOf({ firstName: 'ليلى', lastName: 'حداد' })).toBe('لح');
  });

  it('shows the first 10 characters of the email followed by an ellipsis', () => {
    expect(shortEmail('reviewer@demo.test')).toBe('reviewer@d...');
  });
});

describe('the sidebar', () => {
  it('is 280px expanded and 82px collapsed, with content margins of 280 and 80', () => {
    expect(SIDEBAR_WIDTH).toEqual({ expanded: 280, collapsed: 82 });
    expect(CONTENT_MARGIN).toEqual({ expanded: 280, collapsed: 80 });
  });
});
