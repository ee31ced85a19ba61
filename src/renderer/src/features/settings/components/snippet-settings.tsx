// Settings → Note snippets: the reviewer's own snippets (edit, delete, reorder, import, export) and
// the team's, read-only, from the configuration. What each action did is said in one status region,
// there from the start so screen readers announce each change.
import { Stack, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { PersonalSnippetsSection } from './personal-snippets';
import { TeamSnippetsSection } from './team-snippets-section';

export function SnippetSettings() {
  const [status, setStatus] = useState('');
  return (
    <Stack gap="xl" data-testid="snippet-settings">
      <PersonalSnippetsSection announce={setStatus} />
      <TeamSnippetsSection />
      <VisuallyHidden role="status" data-testid="snippet-status">
        {status}
      </VisuallyHidden>
    </Stack>
  );
}
