// The fields a reviewer validates, as dotted paths derived from the agency's own data, and the
// "changed" flags of updated profiles.
import type { AgencyDetailsRecord } from './agency-details';
import { int, rngFor, Salt, sample } from './prng';

export interface FieldDefinition {
  path: string;
}
export interface FieldGroups {
  profileFields: FieldDefinition[];
  socialLinksFields: FieldDefinition[];
  tagsFields: FieldDefinition[];
  workFields: FieldDefinition[];
  serviceFields: FieldDefinition[];
}

const present = (value: unknown) =>
  value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);

const pathsOf = (prefix: string, record: object): FieldDefinition[] =>
  Object.entries(record)
    .filter(([, value]) => present(value))
    .map(([name]) => ({ path: `${prefix}.${name}` }));

export function fieldGroups(details: AgencyDetailsRecord): FieldGroups {
  return {
    profileFields: pathsOf('profile', details.profile),
    socialLinksFields: pathsOf('socialLinks', details.socialLinks),
    tagsFields: [{ path: 'tags' }],
    workFields: details.work.map((_, i) => ({ path: `work[${i}]` })),
    serviceFields: details.services.flatMap((service, i) => [
      { path: `services[${i}].service` },
      { path: `services[${i}].skills` },
      { path: `services[${i}].pricing` },
      ...service.caseStudies.map((_, k) => ({ path: `services[${i}].caseStudies[${k}]` })),
      { path: `services[${i}].process` },
    ]),
  };
}

export function allFieldPaths(groups: FieldGroups): string[] {
  return Object.values(groups).flatMap((group: FieldDefinition[]) => group.map((field) => field.path));
}

/**
 * Updated profiles flag 2..5 fields: at least one on the profile step and one on the services step; a
 * profile a test updated flags the paths it changed (`changedPaths`).
 */
export function flaggedFields(
  key: number,
  groups: FieldGroups,
  updated: boolean,
  changedPaths?: ReadonlySet<string>,
) {
  const changed = new Set<string>(changedPaths);
  if (updated && !changedPaths) {
    const rng = rngFor(Salt.flags, key);
    const profileStep = [...groups.profileFields, ...groups.socialLinksFields, ...groups.workFields];
    const [first] = sample(rng, profileStep, 1);
    const [second] = sample(rng, groups.serviceFields, 1);
    changed.add(first.path).add(second.path);
    const rest = allFieldPaths(groups).filter((path) => !changed.has(path));
    for (const path of sample(rng, rest, int(rng, 0, 3))) changed.add(path);
  }
  return allFieldPaths(groups).map((fieldPath) => ({ fieldPath, changed: changed.has(fieldPath) }));
}
