import {
  CLASS_GROUPS,
  CONFLICTS,
  ORDER_SENSITIVE_MODIFIERS,
  POSTFIX_CONFLICTS,
  POSTFIX_LOOKUP,
} from './class-merge-config';

/** A class name split on `-` outside brackets and parentheses (`max-h-[calc(1rem-2px)]`: 3 parts). */
export function classNameParts(name: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < name.length; index++) {
    const character = name[index];
    if (character === '[' || character === '(') depth++;
    else if (character === ']' || character === ')') depth--;
    else if (character === '-' && depth === 0) {
      parts.push(name.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(name.slice(start));
  return parts;
}

/** The group of a class name without variants: its whole-name entry, else its longest prefix's. */
function groupOf(name: string): number | string {
  if (name.length > 1 && name.startsWith('-')) name = name.slice(1);
  if (name.startsWith('[') && name.endsWith(']')) {
    // An arbitrary property (`[mask-type:luminance]`) is a group of its own, by property.
    const colon = name.indexOf(':');
    return colon > 1 ? `[${name.slice(1, colon)}` : 0;
  }
  const whole = CLASS_GROUPS[`${name}=`];
  if (whole !== undefined) return whole;
  const parts = classNameParts(name);
  for (let length = parts.length; length > 0; length--) {
    const group = CLASS_GROUPS[parts.slice(0, length).join('-')];
    if (group !== undefined) return group;
  }
  return 0;
}

/**
 * One class taken apart as tailwind-merge does: its variants (sorted, except around order-sensitive
 * and arbitrary ones), whether it is important, its group (0: not a Tailwind class) and whether a
 * postfix (`/6` of `text-sm/6`) counts as one.
 */
export function parseClass(className: string) {
  const modifiers: string[] = [];
  let depth = 0;
  let start = 0;
  let postfix: number | undefined;
  for (let index = 0; index < className.length; index++) {
    const character = className[index];
    if (depth === 0 && character === ':') {
      modifiers.push(className.slice(start, index));
      start = index + 1;
    } else if (depth === 0 && character === '/') postfix = index;
    else if (character === '[' || character === '(') depth++;
    else if (character === ']' || character === ')') depth--;
  }
  let base = className.slice(start);
  const important = base.endsWith('!') || base.startsWith('!');
  if (base.endsWith('!')) base = base.slice(0, -1);
  else if (base.startsWith('!')) base = base.slice(1);
  const postfixAt = postfix !== undefined && postfix > start ? postfix - start : undefined;
  let hasPostfix = postfixAt !== undefined;
  let group: number | string;
  if (postfixAt !== undefined) {
    group = groupOf(base.slice(0, postfixAt));
    if (group && POSTFIX_LOOKUP.includes(group as number)) {
      const withPostfix = groupOf(base);
      if (withPostfix && withPostfix !== group) {
        group = withPostfix;
        hasPostfix = false;
      }
    }
    if (!group) {
      group = groupOf(base);
      hasPostfix = false;
    }
  } else group = groupOf(base);

  const sorted: string[] = [];
  let run: string[] = [];
  for (const modifier of modifiers) {
    if (modifier.startsWith('[') || ORDER_SENSITIVE_MODIFIERS.includes(modifier)) {
      sorted.push(...run.sort(), modifier);
      run = [];
    } else run.push(modifier);
  }
  sorted.push(...run.sort());
  return { variant: sorted.join(':') + (important ? '!' : ''), group, hasPostfix };
}

/**
 * tailwind-merge's merge on our table: from the last class to the first, a Tailwind class is dropped
 * when a later class with the same variants already set its group, or a group that overrides it.
 */
export function mergeClassList(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.trim().split(/\s+/);
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index]!;
    const { variant, group, hasPostfix } = parseClass(className);
    if (group) {
      const id = `${variant}|${group}`;
      if (taken.has(id)) continue;
      taken.add(id);
      const overridden = [
        ...(CONFLICTS[group as number] ?? []),
        ...((hasPostfix && POSTFIX_CONFLICTS[group as number]) || []),
      ];
      for (const other of overridden) taken.add(`${variant}|${other}`);
    }
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
