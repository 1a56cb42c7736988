import { getDefaultConfig, validators } from 'tailwind-merge';
import {
  createClassGroupLookup,
  createParseClassName,
} from 'tailwind-merge/unstable-do-not-import';

/**
 * The kit's class merger (`cn` in packages/ui) runs tailwind-merge on a configuration cut down to the
 * class groups our sources use: the full one is about 6 KB gzip of every first page, the cut one about 2 KB
 * (docs/decisions/012-first-page-javascript.md). A token whose groups are all kept merges exactly as
 * with the full configuration, so the cut is safe as long as it is regenerated when the sources change;
 * `class-merge-config.test.ts` fails until it is.
 */

interface ThemeGetter {
  (theme: object): unknown;
  isThemeGetter: true;
  themeKey: string;
}

const fullConfig = getDefaultConfig();
const lookup = createClassGroupLookup(fullConfig);
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

/** The class groups tailwind-merge consults to merge any of these tokens, intermediate matches included. */
export function usedClassGroups(tokens: Iterable<string>): Set<string> {
  const groups = new Set<string>();
  for (const token of tokens) {
    for (const match of lookup(token)) groups.add(match.classGroupId);
  }
  return groups;
}

const validatorNames = new Map<unknown, string>(
  Object.entries(validators).map(([name, validator]) => [validator, name]),
);

function isThemeGetter(value: unknown): value is ThemeGetter {
  return typeof value === 'function' && (value as Partial<ThemeGetter>).isThemeGetter === true;
}

/** What a cut keeps: the class names our sources spell, and the validators the kept groups name. */
interface Cut {
  classNames: Set<string>;
  validators: Set<string>;
}

/** `"key": text` as the one entry of an object literal, or no entry when there is no text. */
function field(key: string, text: string | undefined): string[] {
  return text === undefined ? [] : [`${JSON.stringify(key)}: ${text}`];
}

/**
 * Source text for the items of one configuration array found under `path` (the class name's parts
 * so far), or undefined when none is left. A keyword stays only if a class of our sources spells it;
 * a validator always stays, since it matches values no scan can list; a theme scale is written out.
 */
function renderItems(items: readonly unknown[], path: string[], cut: Cut): string | undefined {
  // A scale can repeat a keyword (`leading` lists `none` itself and through its theme); once is enough.
  const kept = [
    ...new Set(
      items.flatMap((item) => {
        const text = renderItem(item, path, cut);
        return text === undefined ? [] : [text];
      }),
    ),
  ];
  return kept.length > 0 ? `[${kept.join(', ')}]` : undefined;
}

function renderItem(item: unknown, path: string[], cut: Cut): string | undefined {
  if (typeof item === 'string') {
    const className = [...path, item].filter(Boolean).join('-');
    return cut.classNames.has(className) ? JSON.stringify(item) : undefined;
  }
  if (isThemeGetter(item)) {
    const scale = (fullConfig.theme as Record<string, readonly unknown[]>)[item.themeKey] ?? [];
    return renderItems(scale, path, cut)?.slice(1, -1);
  }
  if (typeof item === 'function') {
    const name = validatorNames.get(item);
    if (!name)
      throw new Error(`tailwind-merge's configuration holds a function it does not export`);
    cut.validators.add(name);
    return name;
  }
  if (item && typeof item === 'object') {
    const entries = Object.entries(item as Record<string, readonly unknown[]>).flatMap(
      ([key, values]) => field(key, renderItems(values, [...path, key], cut)),
    );
    return entries.length > 0 ? `{ ${entries.join(', ')} }` : undefined;
  }
  throw new Error(`unexpected value in tailwind-merge's configuration: ${String(item)}`);
}

/**
 * The class names tailwind-merge looks up for these tokens: without variants and important marks,
 * without a leading minus, and with and without an opacity or line-height postfix.
 */
function lookedUpClassNames(tokens: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const token of tokens) {
    const { baseClassName, maybePostfixModifierPosition } = parseClassName(token);
    for (const name of [
      baseClassName,
      baseClassName.slice(0, maybePostfixModifierPosition ?? baseClassName.length),
    ]) {
      names.add(name.replace(/^-/, ''));
    }
  }
  return names;
}

/** Every key of tailwind-merge's configuration that `renderClassMergeConfig` writes. */
const KNOWN_CONFIG_KEYS = [
  'cacheSize',
  'theme',
  'classGroups',
  'conflictingClassGroups',
  'conflictingClassGroupModifiers',
  'orderSensitiveModifiers',
  'postfixLookupClassGroups',
];

function conflictEntries(record: Record<string, readonly string[] | undefined>, keep: Set<string>) {
  return Object.entries(record).flatMap(([id, ids]) => {
    const kept = (ids ?? []).filter((other) => keep.has(other));
    return field(id, keep.has(id) && kept.length > 0 ? JSON.stringify(kept) : undefined);
  });
}

/**
 * The module `packages/ui/src/lib/class-merge-config.ts`: the default configuration cut to the groups
 * and keywords these tokens use.
 */
export function renderClassMergeConfig(tokens: readonly string[]): string {
  const unknownKeys = Object.keys(fullConfig).filter((key) => !KNOWN_CONFIG_KEYS.includes(key));
  if (unknownKeys.length > 0) {
    throw new Error(
      `tailwind-merge's configuration has keys this cut does not know: ${unknownKeys}`,
    );
  }
  const groups = usedClassGroups(tokens);
  const cut: Cut = { classNames: lookedUpClassNames(tokens), validators: new Set() };
  const classGroups = Object.entries(fullConfig.classGroups).flatMap(([id, definition]) =>
    field(id, groups.has(id) ? renderItems(definition, [], cut) : undefined),
  );
  return [
    "// Generated by tooling/repo-checks from tailwind-merge's default configuration and the class names",
    '// in our sources (tooling/repo-checks/src/class-merge-config.ts). Do not edit: run',
    '// `pnpm --filter @uniguide/repo-checks test -u` after adding classes of a new kind.',
    "import { validators, type Config } from 'tailwind-merge';",
    '',
    `const { ${[...cut.validators].sort().join(', ')} } = validators;`,
    '',
    'export const CLASS_MERGE_CONFIG: Config<string, string> = {',
    `  cacheSize: ${fullConfig.cacheSize},`,
    '  theme: {},',
    `  classGroups: { ${classGroups.join(', ')} },`,
    `  conflictingClassGroups: { ${conflictEntries(fullConfig.conflictingClassGroups, groups).join(', ')} },`,
    `  conflictingClassGroupModifiers: { ${conflictEntries(fullConfig.conflictingClassGroupModifiers, groups).join(', ')} },`,
    `  orderSensitiveModifiers: ${JSON.stringify(fullConfig.orderSensitiveModifiers)},`,
    `  postfixLookupClassGroups: ${JSON.stringify(fullConfig.postfixLookupClassGroups.filter((id) => groups.has(id)))},`,
    '};',
    '',
  ].join('\n');
}
