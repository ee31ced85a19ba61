// Settings → Note snippets: the reviewer's own snippets (edit, delete, reorder, import, export) and
// the team's, read-only, from the configuration.
export function SnippetSettings() {
  return null;
}
