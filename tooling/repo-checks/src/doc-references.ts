// `pnpm lint:docs`: every `docs/product.md §N` (or §N.M) and every decision record named by number
// (`decisions/NNN`, `decision NNN`) anywhere in the repository resolves to a numbered heading of
// docs/product.md or to a file in docs/decisions; and every record keeps the rules of
// docs/decisions/README.md (header, word limit, no addenda, listed in the index).
// Runs under Node 24 as it is (type stripping): node tooling/repo-checks/src/doc-references.ts
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, repoFiles } from './source-files.ts';

export interface BrokenReference {
  file: string;
  line: number;
  /** What the text points at, as `product.md §5.2` or `decisions/012` would be reported. */
  reference: string;
}

/** Files whose words may cite the documents: code, documents, configuration and scripts. */
const READ =
  /\.(?:ts|tsx|js|mjs|cjs|md|json|jsonc|ya?ml|sql|sh|html|css)$|(?:^|\/)(?:Dockerfile|run)$/;
/** The check's own examples of broken references: its fixture and its test. */
const EXAMPLES = [
  'tooling/repo-checks/fixtures/',
  'tooling/repo-checks/src/doc-references.test.ts',
];

const SECTION = String.raw`§\s*(\d+(?:\.\d+)*)`;
/** `product.md §5.2`, then any `, §7` / `/§7` / ` and §7` chained to it. */
const PRODUCT_REFERENCE = new RegExp(
  String.raw`product\.md\s*${SECTION}((?:\s*(?:,\s*(?:and|or)?|/|&|and|or)\s*${SECTION})*)`,
  'g',
);
/** A bare `§5.2` inside docs/product.md itself (not another document's, as in `RFC 9110 §13`). */
const OWN_SECTION = new RegExp(String.raw`(?<!\d\s?)(?<!\.md\s?)${SECTION}`, 'g');
/** `decisions/012`, `decisions/012-first-page-javascript.md`. */
const DECISION_PATH = /decisions\/(\d{3})(-[a-z0-9-]*[a-z0-9](?:\.md)?)?/g;
/** `decision 012`, `decisions 005 and 006`, `decisions 011, 012 and 031`. */
const DECISION_WORDS = /\b[Dd]ecisions?\s+(\d{3})((?:\s*(?:,|and|or)\s*\d{3}\b)*)/g;
/** A record's link to another record: `[014](014-node-24.md)`. */
const RECORD_LINK = /\]\((\d{3})-([a-z0-9-]+)\.md(?:#[^)]*)?\)/g;

/** The numbers of docs/product.md's numbered headings: `## 8. API contract` → 8, `### 3.1 …` → 3.1. */
export function productSections(productMd: string): Set<string> {
  const sections = new Set<string>();
  for (const line of productMd.split('\n')) {
    const match = /^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/.exec(line);
    if (match) sections.add(match[1]!);
  }
  return sections;
}

/** The broken references in one file's text. `records` are docs/decisions' file names. */
export function brokenReferencesIn(
  file: string,
  text: string,
  sections: Set<string>,
  records: readonly string[],
): BrokenReference[] {
  const found: BrokenReference[] = [];
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const report = (index: number, reference: string) => {
    const line = lineAt(index);
    if (!found.some((seen) => seen.line === line && seen.reference === reference))
      found.push({ file, line, reference });
  };
  const checkSection = (index: number, section: string) => {
    if (!sections.has(section)) report(index, `product.md §${section}`);
  };
  const recordExists = (number: string, name?: string) =>
    name
      ? records.includes(`${number}${name.endsWith('.md') ? name : `${name}.md`}`) ||
        // a name cut by a line break (`decisions/020-streaming-`) names its number only
        (!name.endsWith('.md') && records.some((record) => record.startsWith(number + name)))
      : records.some((record) => record.startsWith(`${number}-`));

  for (const match of text.matchAll(PRODUCT_REFERENCE)) {
    checkSection(match.index, match[1]!);
    for (const chained of (match[2] ?? '').matchAll(new RegExp(SECTION, 'g'))) {
      checkSection(match.index, chained[1]!);
    }
  }
  if (file === 'docs/product.md') {
    for (const match of text.matchAll(OWN_SECTION)) checkSection(match.index, match[1]!);
  }
  for (const match of text.matchAll(DECISION_PATH)) {
    if (!recordExists(match[1]!, match[2])) report(match.index, match[0]);
  }
  for (const match of text.matchAll(DECISION_WORDS)) {
    const numbers = [match[1]!, ...(match[2] ?? '').split(/\D+/).filter(Boolean)];
    for (const number of numbers) {
      if (!recordExists(number)) report(match.index, `decision ${number}`);
    }
  }
  if (file.startsWith('docs/decisions/')) {
    for (const match of text.matchAll(RECORD_LINK)) {
      if (!records.includes(`${match[1]}-${match[2]}.md`))
        report(match.index, match[0].slice(2, -1));
    }
  }
  return found;
}

/** Every broken reference under `root` (the repository, or a fixture laid out like it). */
export function brokenReferences(root: string, files: readonly string[]): BrokenReference[] {
  const sections = productSections(readFileSync(join(root, 'docs/product.md'), 'utf8'));
  const records = readdirSync(join(root, 'docs/decisions')).filter((name) => /^\d{3}-/.test(name));
  return files.flatMap((file) =>
    brokenReferencesIn(file, readFileSync(join(root, file), 'utf8'), sections, records),
  );
}

/** A current record's limit (docs/decisions/README.md); a superseded one keeps its text. */
export const RECORD_WORD_LIMIT = 600;
const RECORD_HEADER = /^# (\d{3}): \S.*\n\n- Date: \d{4}-\d{2}-\d{2}\n- Status: (.+)\n/;

/**
 * What is wrong with one decision record as docs/decisions/README.md asks for it: the header style,
 * at most 600 words unless superseded, no addenda, listed in the README's index.
 */
export function recordProblems(file: string, text: string, index: string): string[] {
  const problems: string[] = [];
  const header = RECORD_HEADER.exec(text);
  if (!header || header[1] !== file.slice(0, 3)) {
    problems.push(
      'header is not "# NNN: Title", a blank line, "- Date: YYYY-MM-DD", "- Status: …"',
    );
  }
  const superseded = header?.[2]?.startsWith('Superseded by ') ?? false;
  const words = text.split(/\s+/).filter(Boolean).length;
  if (!superseded && words > RECORD_WORD_LIMIT) {
    problems.push(`${words} words; a current record states its decision in ${RECORD_WORD_LIMIT}`);
  }
  if (/^#{2,} Addendum/im.test(text)) {
    problems.push('has an addendum; a changed decision gets a new record that supersedes this one');
  }
  if (!index.includes(`](${file})`)) problems.push('is not listed in docs/decisions/README.md');
  return problems;
}

/** Every record's problems under `root`, as `file: problem`. */
export function decisionRecordProblems(root: string): string[] {
  const dir = join(root, 'docs/decisions');
  const index = readFileSync(join(dir, 'README.md'), 'utf8');
  return readdirSync(dir)
    .filter((name) => /^\d{3}-.*\.md$/.test(name))
    .sort()
    .flatMap((file) =>
      recordProblems(file, readFileSync(join(dir, file), 'utf8'), index).map(
        (problem) => `docs/decisions/${file}: ${problem}`,
      ),
    );
}

/** The repository's files the check reads. */
export function checkedFiles(): string[] {
  return repoFiles(
    (path) => READ.test(path) && !EXAMPLES.some((example) => path.startsWith(example)),
  );
}

function main(): void {
  const files = checkedFiles();
  const broken = brokenReferences(REPO_ROOT, files);
  for (const { file, line, reference } of broken) {
    console.error(`${file}:${line}: ${reference} names no heading of docs/product.md or no record`);
  }
  const records = decisionRecordProblems(REPO_ROOT);
  for (const problem of records) console.error(problem);
  if (broken.length > 0 || records.length > 0) {
    console.error(
      `lint:docs: ${broken.length} reference(s) that resolve to nothing, ${records.length} record problem(s)`,
    );
    process.exit(1);
  }
  console.info(
    `lint:docs: every product.md § and decision reference in ${files.length} files resolves; every record follows docs/decisions/README.md`,
  );
}

if (import.meta.filename === process.argv[1]) main();
