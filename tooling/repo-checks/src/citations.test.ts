import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findingsIn, outsideReferences } from './citations';
import { REPO_ROOT, repoFiles } from './source-files';

const CODE_OR_DOCS = /\.(?:ts|tsx|js|mjs|cjs|md)$/;

describe('outsideReferences', () => {
  const outside = [
    'the error body of DESIGN.md §5',
    'house layout (STYLE.md)',
    'see spec/portal-spec.md',
    'the messages of spec §5',
    'Spec §2: the sidebar',
    "the spec's toasts",
    'falls back to the spec text',
    'Students (issue 7)',
    'Issue 6 item 5: names',
    'fixed in #13',
    "the brief's budget",
  ];
  const inside = [
    'the error body of docs/product.md §8',
    'docs/architecture.md §2',
    'docs/decisions/009-students-and-commissions.md',
    'Every spec signs in from this one IP',
    'a Playwright spec for the whole flow',
    'User #id',
    'RFC 9110 §13.1.2',
    'brief@example.com',
  ];

  it.each(outside)('flags %s', (text) => {
    expect(outsideReferences(text)).not.toEqual([]);
  });

  it.each(inside)('accepts %s', (text) => {
    expect(outsideReferences(text)).toEqual([]);
  });
});

describe('findingsIn', () => {
  it('reads comments and test titles, not code or strings', () => {
    const source = [
      "const link = 'DESIGN.md';",
      '/** The status list (DESIGN.md §4). */',
      'export const x = 1; // issue 7',
      "it('shows the spec §5 messages', () => {});",
      "expect(label).toBe('Application #7');",
    ].join('\n');
    expect(findingsIn('sample.test.ts', source).map((finding) => finding.line)).toEqual([2, 3, 4]);
  });

  it('reads comments inside JSX but not JSX text', () => {
    const source = [
      'export const A = () => (',
      '  <div>',
      '    {/* the DESIGN.md layout */}',
      '    <p>see issue 7 here</p>',
      '  </div>',
      ');',
    ].join('\n');
    expect(findingsIn('sample.tsx', source).map((finding) => finding.line)).toEqual([3]);
  });

  it('reads every line of Markdown', () => {
    expect(findingsIn('README.md', 'intro\nrecorded in DESIGN.md §4\n')).toEqual([
      { file: 'README.md', line: 2, words: 'DESIGN.md' },
    ]);
  });
});

describe('the repository', () => {
  it('cites only documents in the repository, and no issue numbers', () => {
    const findings = repoFiles((path) => CODE_OR_DOCS.test(path)).flatMap((file) =>
      findingsIn(file, readFileSync(join(REPO_ROOT, file), 'utf8')),
    );
    expect(findings.map(({ file, line, words }) => `${file}:${line} ${words}`)).toEqual([]);
  });
});
