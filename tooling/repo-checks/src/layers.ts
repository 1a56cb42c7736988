// `pnpm lint:boundaries`, after dependency-cruiser: the layer rules an import graph cannot see, since
// they are calls on an object every layer holds (docs/architecture.md §3, decision 063):
// - SQL is written in packages/db only: no query-builder call (`db.selectFrom(…)`, `insertInto`, …),
//   no `sql` template and no value imported from kysely in the product code of another package;
// - a router opens no transaction (`ctx.db.transaction()`): its service does;
// - no query file in packages/db/src/queries is over 400 lines: split it by what it touches.
// Tests, test helpers and the bench may set up states with raw SQL.
// Runs under Node 24 as it is (type stripping): node tooling/repo-checks/src/layers.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { REPO_ROOT, repoFiles } from './source-files.ts';

export interface LayerFinding {
  file: string;
  line: number;
  problem: string;
}

/** Kysely's ways to start a statement on a database or a transaction. */
const STATEMENT_METHODS = new Set([
  'selectFrom',
  'selectNoFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'with',
  'withRecursive',
]);

/** Product code: the sources of the packages and apps, not their tests or test helpers (testing/, test-*.ts). */
export function isProductSource(file: string): boolean {
  return (
    /^(packages|apps)\/[^/]+\/src\/.*\.tsx?$/.test(file) &&
    !/\.test\.tsx?$/.test(file) &&
    !/\/testing\//.test(file) &&
    !/\/test-[^/]*\.tsx?$/.test(file)
  );
}

function importsTypesOnly(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return (
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

const isRouter = (file: string) => file.startsWith('packages/api/src/routers/');
const mayWriteSql = (file: string) => file.startsWith('packages/db/');
const isQueryFile = (file: string) => file.startsWith('packages/db/src/queries/');

/** The longest a query file may be (decision 063): past it, split the file by what it touches. */
export const MAX_QUERY_FILE_LINES = 400;

function lineCount(source: string): number {
  if (source === '') return 0;
  const lines = source.split('\n').length;
  return source.endsWith('\n') ? lines - 1 : lines;
}

/** What one file does against the layer rules, given its path in the repository. */
export function layerFindings(file: string, source: string): LayerFinding[] {
  const lines = lineCount(source);
  const tooLong: LayerFinding[] =
    isQueryFile(file) && lines > MAX_QUERY_FILE_LINES
      ? [
          {
            file,
            line: MAX_QUERY_FILE_LINES + 1,
            problem: `a query file of ${lines} lines (over ${MAX_QUERY_FILE_LINES}): split it by the tables it touches`,
          },
        ]
      : [];
  return [...tooLong, ...statementFindings(file, source)];
}

function statementFindings(file: string, source: string): LayerFinding[] {
  const checkSql = !mayWriteSql(file);
  const checkTransactions = isRouter(file);
  if (!checkSql && !checkTransactions) return [];
  // Most files hold none of the words: no need to parse them.
  if (
    !/selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|with|sql|transaction/.test(
      source,
    )
  )
    return [];
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const findings: LayerFinding[] = [];
  const report = (node: ts.Node, problem: string) =>
    findings.push({
      file,
      line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1,
      problem,
    });
  const visit = (node: ts.Node): void => {
    // kysely for its types (`import type { Kysely }`) is fine; its values build SQL.
    if (
      checkSql &&
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text === 'kysely' &&
      !importsTypesOnly(node)
    )
      report(node, "a value imported from 'kysely' outside packages/db: add a query there");

    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      // `.with(name, query)` is also a common method name: a statement's takes a string first.
      const startsStatement =
        STATEMENT_METHODS.has(method) &&
        (method !== 'with' && method !== 'withRecursive'
          ? true
          : node.arguments[0] !== undefined && ts.isStringLiteralLike(node.arguments[0]));
      if (checkSql && startsStatement && node.arguments.length > 0)
        report(node, `.${method}(…) writes SQL outside packages/db: add a query there`);
      if (
        checkSql &&
        ts.isIdentifier(node.expression.expression) &&
        node.expression.expression.text === 'sql'
      )
        report(node, `sql.${method}(…) outside packages/db: add a query there`);
      if (checkTransactions && method === 'transaction' && node.arguments.length === 0)
        report(node, '.transaction() in a router: open it in the service the router calls');
    }
    if (
      checkSql &&
      ts.isTaggedTemplateExpression(node) &&
      ((ts.isIdentifier(node.tag) && node.tag.text === 'sql') ||
        (ts.isPropertyAccessExpression(node.tag) &&
          ts.isIdentifier(node.tag.expression) &&
          node.tag.expression.text === 'sql'))
    )
      report(node, 'sql`…` outside packages/db: add a query there');
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return findings;
}

function main(): void {
  const findings = repoFiles(isProductSource).flatMap((file) =>
    layerFindings(file, readFileSync(join(REPO_ROOT, file), 'utf8')),
  );
  for (const { file, line, problem } of findings) console.error(`${file}:${line}: ${problem}`);
  if (findings.length > 0) {
    console.error(`${findings.length} layer problem(s) (docs/architecture.md §3)`);
    process.exitCode = 1;
  } else {
    console.info(
      'layers: no SQL outside packages/db, no transaction in a router, no query file over 400 lines',
    );
  }
}

if (import.meta.filename === process.argv[1]) main();
