/**
 * `pnpm lint:i18n`: the translation layer's checks (docs/decisions/067-translation-layer.md,
 * docs/decisions/068-right-to-left.md).
 *
 * 1. Every catalog (`<package>/src/locales/{en,ar}/<name>.po`: `messages`, and the agent's `workspace`)
 *    has the same keys in both languages,
 *    no empty Arabic message, and Arabic plurals with all six of Arabic's categories.
 * 2. No user-visible text is a literal in a component: JSX text and the props a reader sees or hears
 *    (placeholder, title, aria-label, alt, label) go through a message, bar a short reviewed
 *    allow-list and the files not yet converted (NOT_YET_CONVERTED, to shrink to nothing).
 * 3. No physical left/right Tailwind class in the apps and shared packages: logical ones (ms/me,
 *    ps/pe, start/end, text-start/end, border-s/e, rounded-s/e) mirror in a right-to-left page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { agentSignedInSources, isSignedInSource, signedInImports } from './agent-catalogs.ts';
import { NOT_YET_CONVERTED } from './i18n-not-yet-converted.ts';
import { REPO_ROOT, repoFiles } from './source-files.ts';

// ---------------------------------------------------------------- catalogs

interface CatalogEntry {
  key: string;
  translation: string;
}

function unquote(parts: string[]): string {
  return parts.map((part) => JSON.parse(part) as string).join('');
}

/** The messages of a PO file: key (context and id) → translation. The header entry is left out. */
export function parsePo(text: string): CatalogEntry[] {
  const entries: CatalogEntry[] = [];
  for (const block of text.split(/\r?\n\r?\n/)) {
    let field: 'msgctxt' | 'msgid' | 'msgstr' | undefined;
    const values: Record<string, string[]> = { msgctxt: [], msgid: [], msgstr: [] };
    for (const line of block.split(/\r?\n/)) {
      const start = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
      if (start) {
        field = start[1] as 'msgctxt' | 'msgid' | 'msgstr';
        values[field]!.push(start[2]!);
      } else if (field && /^".*"$/.test(line)) values[field]!.push(line);
    }
    const id = unquote(values.msgid!);
    if (id === '') continue;
    const context = unquote(values.msgctxt!);
    entries.push({
      key: context ? `${context}\u0004${id}` : id,
      translation: unquote(values.msgstr!),
    });
  }
  return entries;
}

const ARABIC_PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The problems of one catalog pair: keys in one language only, empty or incomplete Arabic. */
export function catalogProblems(
  name: string,
  english: CatalogEntry[],
  arabic: CatalogEntry[],
): string[] {
  const problems: string[] = [];
  const arabicByKey = new Map(arabic.map((entry) => [entry.key, entry.translation]));
  const englishKeys = new Set(english.map((entry) => entry.key));
  for (const { key } of english) {
    if (!arabicByKey.has(key)) problems.push(`${name}: "${key}" is in en but not in ar`);
  }
  for (const { key, translation } of arabic) {
    if (!englishKeys.has(key)) problems.push(`${name}: "${key}" is in ar but not in en`);
    else if (translation.trim() === '') problems.push(`${name}: "${key}" has no Arabic text`);
    else if (/\{\s*\w+\s*,\s*plural\s*,/.test(translation)) {
      const missing = ARABIC_PLURAL_CATEGORIES.filter(
        (category) => !new RegExp(`[\\s,]${category}\\s*\\{`).test(translation),
      );
      if (missing.length > 0)
        problems.push(`${name}: "${key}" lacks the Arabic plural forms ${missing.join(', ')}`);
    }
  }
  return problems;
}

function checkCatalogs(): string[] {
  const englishCatalogs = repoFiles((path) => /\/src\/locales\/en\/[^/]+\.po$/.test(path));
  const arabicCatalogs = new Set(repoFiles((path) => /\/src\/locales\/ar\/[^/]+\.po$/.test(path)));
  const problems: string[] = [];
  for (const english of englishCatalogs) {
    const arabic = english.replace('/locales/en/', '/locales/ar/');
    if (!arabicCatalogs.delete(arabic)) {
      problems.push(`${english}: has no Arabic catalog beside it (${arabic})`);
      continue;
    }
    problems.push(
      ...catalogProblems(
        english.replace(/\/en\/([^/]+)\.po$/, '/{en,ar}/$1'),
        parsePo(readFileSync(join(REPO_ROOT, english), 'utf8')),
        parsePo(readFileSync(join(REPO_ROOT, arabic), 'utf8')),
      ),
    );
  }
  for (const arabic of arabicCatalogs) problems.push(`${arabic}: has no English catalog beside it`);
  return problems;
}

/** No signed-out source of the agent imports from its signed-in area (its texts load apart). */
function checkAgentAreas(): string[] {
  const signedIn = agentSignedInSources();
  const problems: string[] = [];
  const sources = repoFiles(
    (path) =>
      /^apps\/agent\/src\/.*\.tsx?$/.test(path) &&
      !/\.test\.tsx?$/.test(path) &&
      // The router's generated tree lists every route; its pages load with their own code.
      path !== 'apps/agent/src/routeTree.gen.ts' &&
      !isSignedInSource(path, signedIn),
  );
  for (const path of sources) {
    for (const target of signedInImports(
      path,
      readFileSync(join(REPO_ROOT, path), 'utf8'),
      signedIn,
    ))
      problems.push(
        `${path}: imports ${target}, whose texts are in the workspace catalog, which a signed-out page has not loaded (docs/decisions/075-english-inline.md)`,
      );
  }
  return problems;
}

// ---------------------------------------------------------------- literals

/** The props whose text a reader sees or a screen reader says. */
const VISIBLE_PROPS = new Set([
  'placeholder',
  'title',
  'aria-label',
  'alt',
  'label',
  'term',
  'legend',
  'confirmLabel',
  'action',
  'description',
  'heading',
  'emptyText',
  'caption',
  'hint',
]);
/** Elements whose children are the message itself (Lingui's JSX macros). */
const MESSAGE_ELEMENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);

/**
 * Literal texts that are not English to translate, reviewed one by one: each language's own name on
 * the language switch, typographic marks, and the URL scheme a link field's placeholder shows.
 */
export const ALLOWED_LITERALS: ReadonlySet<string> = new Set([
  'English',
  'العربية',
  'https://',
  '…',
  '·',
  '—',
  '/',
  '*',
  '+',
  '%',
  // UniversityLogo's monogram when a name gives no initials: a letter standing for the logo, not a word.
  'U',
]);

/** Text with a letter in it, i.e. a word a reader reads. */
function hasWords(text: string): boolean {
  return /\p{L}/u.test(text);
}

function insideMessage(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxElement(parent)) {
      const tag = parent.openingElement.tagName.getText();
      if (MESSAGE_ELEMENTS.has(tag)) return true;
    }
  }
  return false;
}

/** The text of a string or template literal (a template's literal parts), else null. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  return null;
}

/** Expressions a value passes through unchanged on its way to the page (`a ? 'x' : 'y'`, `a && 'x'`). */
function passesThrough(node: ts.Node): boolean {
  if (ts.isParenthesizedExpression(node)) return true;
  if (ts.isConditionalExpression(node)) return true;
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    return (
      operator === ts.SyntaxKind.AmpersandAmpersandToken ||
      operator === ts.SyntaxKind.BarBarToken ||
      operator === ts.SyntaxKind.QuestionQuestionToken
    );
  }
  return false;
}

/** A literal that is an element's child: `<p>{busy ? 'Sending...' : 'Send'}</p>`. */
function isShownAsChild(node: ts.Node): boolean {
  let current = node;
  let parent = node.parent;
  while (parent && passesThrough(parent)) {
    if (ts.isConditionalExpression(parent) && parent.condition === current) return false;
    if (
      ts.isBinaryExpression(parent) &&
      parent.left === current &&
      parent.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken
    )
      return false;
    current = parent;
    parent = parent.parent;
  }
  return (
    parent !== undefined &&
    ts.isJsxExpression(parent) &&
    (ts.isJsxElement(parent.parent) || ts.isJsxFragment(parent.parent)) &&
    !insideMessage(parent)
  );
}

/** A toast's title or description written as a literal: `toast({ title: 'Saved' })`. */
function isToastText(node: ts.Node): boolean {
  let current = node;
  let parent = node.parent;
  while (parent && passesThrough(parent)) {
    if (ts.isConditionalExpression(parent) && parent.condition === current) return false;
    current = parent;
    parent = parent.parent;
  }
  if (!parent || !ts.isPropertyAssignment(parent) || parent.initializer !== current) return false;
  if (!['title', 'description'].includes(parent.name.getText())) return false;
  const object = parent.parent;
  const call = object?.parent;
  return (
    ts.isObjectLiteralExpression(object) &&
    call !== undefined &&
    ts.isCallExpression(call) &&
    /(^|\.)toast$/.test(call.expression.getText())
  );
}

/** The user-visible literal texts of a component source, each with its 1-based line. */
export function visibleLiterals(
  fileName: string,
  source: string,
): { line: number; text: string }[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: { line: number; text: string }[] = [];
  const report = (node: ts.Node, text: string) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!hasWords(trimmed) || ALLOWED_LITERALS.has(trimmed)) return;
    found.push({
      line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: trimmed,
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && !insideMessage(node)) report(node, node.text);
    const text = literalText(node);
    if (text !== null && (isShownAsChild(node) || isToastText(node))) report(node, text);
    if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText())) {
      let value: ts.Node | undefined = node.initializer;
      if (value && ts.isJsxExpression(value)) value = value.expression;
      const written = value ? literalText(value) : null;
      if (value && written !== null) report(value, written);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The components a reader sees: the apps', the shared packages' and the e-mail templates' `.tsx`
 * (docs/decisions/072-email-language.md), tests left out.
 */
export function isComponentSource(path: string): boolean {
  return (
    /^(apps\/(agent|admin)|packages\/(ui|client|emails))\/src\/.*\.tsx$/.test(path) &&
    !/\.test\.tsx$/.test(path) &&
    !/\/(testing|testing-page|test-harness|fixtures)\.tsx$/.test(path)
  );
}

function checkLiterals(): string[] {
  const problems: string[] = [];
  const notYet = new Set(NOT_YET_CONVERTED);
  for (const path of repoFiles(isComponentSource)) {
    const literals = visibleLiterals(path, readFileSync(join(REPO_ROOT, path), 'utf8'));
    if (notYet.delete(path)) {
      if (literals.length === 0)
        problems.push(`${path}: is converted now; take it off NOT_YET_CONVERTED`);
      continue;
    }
    for (const { line, text } of literals)
      problems.push(`${path}:${line}: "${text}" is shown as written; make it a message`);
  }
  for (const path of notYet) problems.push(`${path}: is on NOT_YET_CONVERTED but does not exist`);
  return problems;
}

// ---------------------------------------------------------------- physical classes

const BOUNDARY = String.raw`(?<=^|[\s"'\x60:{(])`;
const PHYSICAL_CLASS = new RegExp(
  BOUNDARY +
    String.raw`-?(?:(?:m|p|scroll-m|scroll-p)[lr]-[\w\[(.]+|(?:left|right)-(?!1\/2\b)[\w\[(.]+|text-(?:left|right)\b|(?:border|rounded)-(?:[lr]|tl|tr|bl|br)(?=$|[\s"'\x60-]))`,
  'g',
);

/** The physical left/right Tailwind classes in a source, outside comments, with their lines. */
export function physicalClasses(source: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  source.split('\n').forEach((line, index) => {
    if (/^\s*(\*|\/\/|\/\*)/.test(line)) return;
    for (const match of line.matchAll(PHYSICAL_CLASS))
      found.push({ line: index + 1, text: match[0] });
  });
  return found;
}

function checkPhysicalClasses(): string[] {
  const problems: string[] = [];
  const sources = repoFiles(
    (path) =>
      /^(apps\/(agent|admin)|packages\/(ui|client))\/src\/.*\.(tsx|ts|css)$/.test(path) &&
      !/\.test\.tsx?$/.test(path) &&
      !path.endsWith('class-merge-config.ts'),
  );
  for (const path of sources) {
    for (const { line, text } of physicalClasses(readFileSync(join(REPO_ROOT, path), 'utf8')))
      problems.push(`${path}:${line}: "${text}" is physical; use its logical start/end class`);
  }
  return problems;
}

function main(): void {
  const sections: [string, string[]][] = [
    ['catalog', checkCatalogs()],
    ['catalog area', checkAgentAreas()],
    ['literal', checkLiterals()],
    ['physical class', checkPhysicalClasses()],
  ];
  let failed = false;
  for (const [name, problems] of sections) {
    for (const problem of problems) console.error(problem);
    if (problems.length > 0) {
      failed = true;
      console.error(`lint:i18n: ${problems.length} ${name} problem(s)\n`);
    }
  }
  if (failed) process.exit(1);
  console.log(
    `lint:i18n: every catalog has both languages, no signed-out agent source imports the signed-in area's, no literal text outside the catalogs but ${NOT_YET_CONVERTED.length} file(s) not yet converted, no physical left/right class`,
  );
}

if (import.meta.filename === process.argv[1]) main();
