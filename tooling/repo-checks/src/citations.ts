import ts from 'typescript';

/**
 * Ways a text can point at something a reader of the repository cannot open: the product documents
 * that predate docs/product.md, and issue numbers of a tracker. docs/architecture.md says what to
 * cite instead.
 */
const OUTSIDE_REFERENCES: readonly RegExp[] = [
  /DESIGN\.md/i,
  /STYLE\.md/i,
  /portal-spec/i,
  /\bspec\s*(?:§|section\b)/i,
  /\bspec(?:'s|’s)/i,
  /\bthe\s+(?:product\s+)?spec\b/i,
  /\bissues?\s*#?\d+/i,
  /\b(?:the|common)\s+brief\b|\bbrief(?:'s|’s)/i,
  /(?:^|[\s(])#\d+\b/,
];

/** The outside references in one piece of text, as the matched words. */
export function outsideReferences(text: string): string[] {
  return OUTSIDE_REFERENCES.flatMap((pattern) => {
    const match = pattern.exec(text);
    return match ? [match[0].trim()] : [];
  });
}

const TEST_CALLS = new Set(['it', 'test', 'describe']);

function isTestCall(node: ts.CallExpression): boolean {
  let callee: ts.Expression = node.expression;
  // it.each([...])('title'), describe.skip('title'), test.describe('title')
  while (ts.isCallExpression(callee) || ts.isPropertyAccessExpression(callee)) {
    callee = ts.isCallExpression(callee) ? callee.expression : callee.expression;
  }
  return ts.isIdentifier(callee) && TEST_CALLS.has(callee.text);
}

/** Comments and test titles of a TypeScript/JavaScript source, each with its 1-based line. */
export function wordedParts(fileName: string, source: string): { line: number; text: string }[] {
  const parts: { line: number; text: string }[] = [];
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const lineOf = (position: number) => file.getLineAndCharacterOfPosition(position).line + 1;

  // Comments are read as the parsed tree attaches them to nodes, so text inside strings, regular
  // expressions or JSX that merely looks like a comment is never taken for one.
  const seen = new Set<number>();
  const visitComments = (node: ts.Node) => {
    // JSX text is content, not trivia: a "//" in it is not a comment.
    const ranges =
      node.kind === ts.SyntaxKind.JsxText
        ? []
        : [
            ...(ts.getLeadingCommentRanges(source, node.getFullStart()) ?? []),
            ...(ts.getTrailingCommentRanges(source, node.getEnd()) ?? []),
          ];
    for (const range of ranges) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      parts.push({ line: lineOf(range.pos), text: source.slice(range.pos, range.end) });
    }
    if (ts.isCallExpression(node) && isTestCall(node)) {
      const title = node.arguments[0];
      if (title && (ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title))) {
        parts.push({ line: lineOf(title.getStart()), text: title.text });
      }
    }
    // getChildren includes the tokens, so a comment before a closing `}` (as in JSX `{/* … */}`)
    // is read too.
    for (const child of node.getChildren(file)) visitComments(child);
  };
  visitComments(file);
  // Comments after the last token (end of file) hang on the end-of-file token.
  for (const range of ts.getLeadingCommentRanges(source, file.endOfFileToken.getFullStart()) ??
    []) {
    if (!seen.has(range.pos))
      parts.push({ line: lineOf(range.pos), text: source.slice(range.pos, range.end) });
  }
  return parts;
}

export interface Finding {
  file: string;
  line: number;
  words: string;
}

/** One finding per comment, test title or Markdown line that cites something outside the repository. */
export function findingsIn(file: string, source: string): Finding[] {
  // Comments and titles are part of the text: a file whose text cites nothing needs no parsing.
  if (outsideReferences(source).length === 0) return [];
  const parts = file.endsWith('.md')
    ? source.split('\n').map((text, index) => ({ line: index + 1, text }))
    : wordedParts(file, source);
  return parts.flatMap(({ line, text }) => {
    const words = outsideReferences(text);
    return words.length > 0 ? [{ file, line, words: words.join(', ') }] : [];
  });
}
