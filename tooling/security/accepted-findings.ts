// The security gate's rule: every scanner finding must be listed, with a reason, in the reviewed
// file security/electronegativity-accepted.json; anything else fails, and so do stale entries.
import { z } from 'zod';

export interface Finding {
  check: string;
  /** Project-relative, with forward slashes. */
  file: string;
  line: number;
  /** The flagged source line (or, for the CSP check, the policy itself). */
  sample: string;
  description: string;
}

const acceptedEntrySchema = z.strictObject({
  check: z.string().min(1),
  file: z.string().min(1),
  /** A stable piece of the flagged line: survives edits elsewhere in the file, not a change of the line. */
  match: z.string().min(1),
  justification: z.string().trim().min(20),
});

export const acceptedFileSchema = z.strictObject({ accepted: z.array(acceptedEntrySchema) });

export type AcceptedEntry = z.infer<typeof acceptedEntrySchema>;

export interface GateInput {
  findings: readonly Finding[];
  accepted: readonly AcceptedEntry[];
  /** Files the scanner could not read: an unscanned file must never pass as a clean one. */
  parseErrors?: readonly { file: string; message: string }[];
  /** Inline `eng-disable` comments would hide findings from the reviewed list. */
  inlineSuppressions?: readonly string[];
}

const covers = (entry: AcceptedEntry, finding: Finding) =>
  entry.check === finding.check && entry.file === finding.file && finding.sample.includes(entry.match);

const where = (finding: Finding) => `${finding.check} at ${finding.file}:${finding.line}`;

/** Every reason the gate fails; an empty list means it passes. */
export function gateFailures({
  findings,
  accepted,
  parseErrors = [],
  inlineSuppressions = [],
}: GateInput): string[] {
  const failures: string[] = [];
  for (const error of parseErrors) failures.push(`Could not scan ${error.file}: ${error.message}`);
  for (const file of inlineSuppressions)
    failures.push(`${file} disables a check inline (eng-disable): list the finding in the accepted file`);
  for (const finding of findings) {
    if (!accepted.some((entry) => covers(entry, finding)))
      failures.push(`Unlisted finding ${where(finding)}: ${finding.description}\n    ${finding.sample}`);
  }
  for (const entry of accepted) {
    const matched = findings.filter((finding) => covers(entry, finding));
    if (matched.length === 0)
      failures.push(`Stale accepted entry ${entry.check} in ${entry.file} ("${entry.match}"): remove it`);
    if (matched.length > 1)
      failures.push(
        `Accepted entry ${entry.check} in ${entry.file} ("${entry.match}") covers ${matched.length} findings: make its match specific`,
      );
  }
  return failures;
}
