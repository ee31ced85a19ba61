// The publishers a Windows update must be signed by, pinned at build time: the packaging writes them
// into the packaged app's package.json as { "agencyReviewConsole": { "updatePublisherNames": [...] } },
// and main reads them at run time from app.getAppPath()/package.json. Here, so both sides share the
// shape without main pulling in electron-builder.

/** The packaged package.json's field for what the packaging tells the app. */
export const UPDATE_PUBLISHER_FIELD = 'agencyReviewConsole';
/** Under it, the publisher names: each a certificate subject as a full DN ("CN=…, O=…, C=…"). */
export const UPDATE_PUBLISHER_NAMES_KEY = 'updatePublisherNames';

export interface UpdatePublisherMetadata {
  [UPDATE_PUBLISHER_FIELD]: { [UPDATE_PUBLISHER_NAMES_KEY]: string[] };
}

/** The field to merge into package.json (electron-builder's extraMetadata). */
export function updatePublisherMetadata(names: readonly string[]): UpdatePublisherMetadata {
  return { [UPDATE_PUBLISHER_FIELD]: { [UPDATE_PUBLISHER_NAMES_KEY]: [...names] } };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The names pinned in a parsed package.json; none when the field is missing or not a list of names. */
export function pinnedUpdatePublishers(packageJson: unknown): string[] {
  const field = isRecord(packageJson) ? packageJson[UPDATE_PUBLISHER_FIELD] : undefined;
  const names = isRecord(field) ? field[UPDATE_PUBLISHER_NAMES_KEY] : undefined;
  if (!Array.isArray(names)) return [];
  const usable = (name: unknown): name is string => typeof name === 'string' && name.trim() !== '';
  return names.every(usable) ? names : [];
}
