import { getDefaultConfig } from 'tailwind-merge';
import { createClassGroupUtils, createParseClassName } from 'tailwind-merge/unstable-do-not-import';
import { classNameParts } from '../../../packages/ui/src/lib/class-groups';

/**
 * The kit's class merger (`cn` in packages/ui) merges as tailwind-merge does, on a table of the class
 * groups of the class names our sources use instead of the library and its configuration (4 KB gzip
 * of every first page; docs/decisions/084-first-page-javascript.md). Every class of our sources lands
 * in the group the full configuration gives it, so the table is safe as long as it is regenerated
 * when the sources change; `class-merge-config.test.ts` fails until it is.
 */

const fullConfig = getDefaultConfig();
const parseClassName = createParseClassName(fullConfig);

/**
 * Every word of a source file that could be a class: the whole text split on whitespace, quotes,
 * backticks and braces, not string literals paired up (an apostrophe in a comment would shift the
 * pairing and hide the classes after it). Words that only look like classes (`hidden` in prose,
 * `block` in a comment) keep a group that is not needed, never drop one that is.
 */
export function classTokens(source: string): string[] {
  const tokens = new Set<string>();
  for (const word of source.split(/[\s'"`{}]+/)) {
    if (/^[!*-]?[\w@[(.:*-][\w@[\]().:/%#,&>*=!+-]*$/.test(word)) tokens.add(word);
  }
  return [...tokens];
}

const groupUtils = createClassGroupUtils(fullConfig);

/** The name tailwind-merge looks a class up by: no leading minus (`-mt-3` is `mt-3`). */
function lookupName(baseClassName: string): string {
  return baseClassName.length > 1 && baseClassName.startsWith('-')
    ? baseClassName.slice(1)
    : baseClassName;
}

/**
 * The table `cn` looks classes up in (`packages/ui/src/lib/class-merge-config.ts`): for each class of
 * our sources (without variants, important mark or minus, with and without an opacity or line-height
 * postfix), the class group tailwind-merge's full configuration puts it in, or none. Written as the
 * fewest entries that give every one of them its group: a name prefix (`gap` for `gap-2`, `gap-x`
 * for `gap-x-4`) maps the classes under it, a longer prefix overrides a shorter one (`text` holds
 * colours, `text-sm` a size), and a `=`-suffixed entry holds one whole name only. The groups are
 * numbered (0 is "not a Tailwind class"); the conflicts between them are tailwind-merge's own.
 */
export function classGroupTable(tokens: readonly string[]) {
  const groupOf = new Map<string, string>();
  // Words of our sources that are no Tailwind class (`lucide`, `print-only`, prose).
  const others = new Set<string>();
  for (const token of tokens) {
    if (token.startsWith('[') && token.endsWith(']')) continue;
    const { baseClassName, maybePostfixModifierPosition } = parseClassName(token);
    for (const name of [
      baseClassName,
      baseClassName.slice(0, maybePostfixModifierPosition ?? baseClassName.length),
    ]) {
      const lookup = lookupName(name);
      if (lookup.startsWith('[') && lookup.endsWith(']')) continue;
      const group = groupUtils.getClassGroupId(name);
      if (group) groupOf.set(lookup, group);
      else others.add(lookup);
    }
  }
  // Under each prefix, the group most of the names below it have.
  const below = new Map<string, Map<string, number>>();
  for (const [name, group] of groupOf) {
    const parts = classNameParts(name);
    for (let length = 1; length <= parts.length; length++) {
      const prefix = parts.slice(0, length).join('-');
      const counts = below.get(prefix) ?? new Map<string, number>();
      counts.set(group, (counts.get(group) ?? 0) + 1);
      below.set(prefix, counts);
    }
  }
  const majority = (prefix: string) =>
    [...(below.get(prefix) ?? [])].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
  const entries = new Map<string, string>();
  for (const name of [...groupOf.keys()].sort()) {
    const parts = classNameParts(name);
    let inherited: string | undefined;
    for (let length = 1; length <= parts.length; length++) {
      const prefix = parts.slice(0, length).join('-');
      const group = majority(prefix);
      if (group !== inherited) entries.set(prefix, group);
      inherited = group;
    }
  }
  const lookup = (name: string) => {
    const whole = entries.get(`${name}=`);
    if (whole !== undefined) return whole;
    const parts = classNameParts(name);
    for (let length = parts.length; length > 0; length--) {
      const group = entries.get(parts.slice(0, length).join('-'));
      if (group !== undefined) return group;
    }
    return '';
  };
  for (const [name, group] of [...groupOf].sort()) {
    if (lookup(name) !== group) entries.set(`${name}=`, group);
  }
  for (const name of [...others].sort()) {
    if (lookup(name) !== '') entries.set(`${name}=`, '');
  }
  const names = [...new Set(entries.values())].filter(Boolean).sort();
  const number = (group: string) => (group ? names.indexOf(group) + 1 : 0);
  const conflicts = (record: Record<string, readonly string[] | undefined>) =>
    Object.fromEntries(
      names.flatMap((group) => {
        const kept = (record[group] ?? []).filter((other) => names.includes(other));
        return kept.length > 0 ? [[number(group), kept.map(number)]] : [];
      }),
    );
  return {
    groups: Object.fromEntries(
      [...entries]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, group]) => [key, number(group)]),
    ),
    names,
    conflicts: conflicts(fullConfig.conflictingClassGroups),
    postfixConflicts: conflicts(fullConfig.conflictingClassGroupModifiers),
    postfixLookup: fullConfig.postfixLookupClassGroups
      .filter((group) => names.includes(group))
      .map(number),
    orderSensitiveModifiers: fullConfig.orderSensitiveModifiers,
  };
}

/** The module `packages/ui/src/lib/class-merge-config.ts`, from the words of our sources. */
export function renderClassMergeConfig(tokens: readonly string[]): string {
  const table = classGroupTable(tokens);
  return [
    "// Generated by tooling/repo-checks from tailwind-merge's default configuration and the class names",
    '// in our sources (tooling/repo-checks/src/class-merge-config.ts). Do not edit: run',
    '// `pnpm --filter @uniguide/repo-checks test -u` after adding classes of a new kind.',
    '',
    '/** Class-name prefix, or whole name with `=`, → class group (0: not a Tailwind class). */',
    `export const CLASS_GROUPS: Record<string, number> = ${JSON.stringify(table.groups)};`,
    '',
    '/** The groups by number (from 1), for tests. */',
    `export const CLASS_GROUP_NAMES: readonly string[] = ${JSON.stringify(table.names)};`,
    '',
    '/** The groups a class of each group overrides besides its own. */',
    `export const CONFLICTS: Record<number, number[]> = ${JSON.stringify(table.conflicts)};`,
    '',
    '/** …and those a class with a postfix (`text-sm/6`) overrides too. */',
    `export const POSTFIX_CONFLICTS: Record<number, number[]> = ${JSON.stringify(table.postfixConflicts)};`,
    '',
    '/** Groups whose classes are looked up with their postfix too. */',
    `export const POSTFIX_LOOKUP: readonly number[] = ${JSON.stringify(table.postfixLookup)};`,
    '',
    '/** Variants whose order matters (all others are sorted before comparing). */',
    `export const ORDER_SENSITIVE_MODIFIERS: readonly string[] = ${JSON.stringify(table.orderSensitiveModifiers)};`,
    '',
  ].join('\n');
}
