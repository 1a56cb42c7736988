import ts from 'typescript';

/** The keys of every `z.object({ … })` in an env.ts: the variables it reads. */
export function envSchemaKeys(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const keys: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'object' &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'z'
    ) {
      const shape = node.arguments[0];
      if (shape && ts.isObjectLiteralExpression(shape)) {
        for (const property of shape.properties) {
          if (
            property.name &&
            (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
          ) {
            keys.push(property.name.text);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return keys;
}

const VARIABLE = /`([A-Z][A-Z0-9_]*)`/g;

/** Variables in the first column of the tables under the README's "## Configuration" heading. */
export function readmeVariables(readme: string): string[] {
  const start = readme.indexOf('\n## Configuration');
  if (start < 0) return [];
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .flatMap((line) =>
      [...(line.split('|')[1] ?? '').matchAll(VARIABLE)].map((match) => match[1]!),
    );
}

/** Variables `.env.example` sets or shows commented out (`NAME=…` or `# NAME=…`). */
export function envExampleVariables(example: string): string[] {
  return [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
}
