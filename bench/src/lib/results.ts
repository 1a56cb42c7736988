import { existsSync, readFileSync } from 'node:fs';
import type { SectionOutcome } from './section';

/** A section as latest.json keeps it: with when, and under which settings, it was measured. */
export interface StoredSection extends SectionOutcome {
  measuredAt: string;
  settings: Record<string, unknown>;
}

/**
 * The sections of the previous latest.json that this run did not measure, so that runs of different
 * sections (`--only catalogue,scale`, then `--only frontend`) add up instead of erasing each other.
 * A file that is missing or not ours gives nothing.
 */
export function previousSections(
  file: string,
  measuredNow: readonly string[],
): Record<string, StoredSection> {
  if (!existsSync(file)) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
  const sections = (parsed as { sections?: unknown } | null)?.sections;
  if (typeof sections !== 'object' || sections === null) return {};
  const kept: Record<string, StoredSection> = {};
  for (const [name, section] of Object.entries(sections as Record<string, StoredSection>)) {
    const valid =
      typeof section === 'object' &&
      section !== null &&
      Array.isArray(section.rows) &&
      typeof section.measuredAt === 'string';
    if (valid && !measuredNow.includes(name)) kept[name] = section;
  }
  return kept;
}
