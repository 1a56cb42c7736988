import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  brokenReferences,
  brokenReferencesIn,
  checkedFiles,
  decisionRecordProblems,
  productSections,
  recordProblems,
} from './doc-references';
import { REPO_ROOT } from './source-files';

const FIXTURE = join(REPO_ROOT, 'tooling/repo-checks/fixtures/doc-references');
const SECTIONS = new Set(['1', '5', '5.2']);
const RECORDS = ['001-stack.md', '014-node-24.md', '020-streaming-catalogue-import.md'];

describe('productSections', () => {
  it('reads the numbers of numbered headings only', () => {
    const text =
      '# Product\n## 8. API contract\n### 3.1 Agent app routes\n#### Where the facts come from';
    expect([...productSections(text)]).toEqual(['8', '3.1']);
  });
});

describe('brokenReferencesIn', () => {
  const broken = (text: string, file = 'src/x.ts') =>
    brokenReferencesIn(file, text, SECTIONS, RECORDS).map((found) => found.reference);

  it('accepts sections and records that exist, however they are written', () => {
    expect(
      broken(
        'see docs/product.md §5.2. Also product.md §1, §5 and docs/decisions/014-node-24.md, ' +
          'decision 001, decisions 001 and 014, and docs/decisions/020-streaming-',
      ),
    ).toEqual([]);
  });

  it('flags a section with no heading, also when chained to a good one', () => {
    expect(broken('docs/product.md §5.7 and product.md §5.2/§12')).toEqual([
      'product.md §5.7',
      'product.md §12',
    ]);
  });

  it('flags a record number or file name that does not exist', () => {
    expect(broken('decisions/099, decisions/014-node-22.md, decisions 001 and 098')).toEqual([
      'decisions/099',
      'decisions/014-node-22.md',
      'decision 098',
    ]);
  });

  it("reads bare sections in product.md itself and records' links to each other", () => {
    expect(broken('as §5.2 and §6 say', 'docs/product.md')).toEqual(['product.md §6']);
    expect(broken('Status: Superseded by [051](051-x.md)', 'docs/decisions/001-stack.md')).toEqual([
      '051-x.md',
    ]);
  });
});

describe('brokenReferences on a fixture repository', () => {
  it('fails with each broken reference, its file and line', () => {
    const files = ['docs/product.md', 'docs/decisions/001-stack.md', 'src/statuses.ts'];
    expect(brokenReferences(FIXTURE, files)).toEqual([
      { file: 'docs/product.md', line: 9, reference: 'product.md §7' },
      { file: 'docs/decisions/001-stack.md', line: 4, reference: '050-stack.md' },
      { file: 'src/statuses.ts', line: 2, reference: 'product.md §5.7' },
      { file: 'src/statuses.ts', line: 2, reference: 'product.md §9' },
      { file: 'src/statuses.ts', line: 2, reference: 'decisions/002' },
      { file: 'src/statuses.ts', line: 2, reference: 'decision 003' },
    ]);
  });
});

describe('recordProblems', () => {
  const INDEX = '| [050](050-x.md) | X | current |';
  const record = (status: string, body: string) =>
    `# 050: X\n\n- Date: 2026-11-29\n- Status: ${status}\n\n## Context\n\n${body}\n`;

  it('accepts a current record in the house style, listed in the index', () => {
    expect(recordProblems('050-x.md', record('Accepted', 'Short.'), INDEX)).toEqual([]);
  });

  it('flags the other header style, a long current record, an addendum and a missing index line', () => {
    const long = 'word '.repeat(600);
    expect(
      recordProblems('050-x.md', '# 050 — X\n\nDate: 2026-11-29\nStatus: Accepted\n', INDEX),
    ).toHaveLength(1);
    expect(recordProblems('050-x.md', record('Accepted', long), INDEX)[0]).toMatch(/^6\d\d words/);
    expect(recordProblems('050-x.md', record('Superseded by 051', long), INDEX)).toEqual([]);
    expect(
      recordProblems('050-x.md', record('Accepted', '## Addendum (2026-11-30)\n\nMore.'), INDEX),
    ).toEqual(['has an addendum; a changed decision gets a new record that supersedes this one']);
    expect(recordProblems('050-x.md', record('Accepted', 'Short.'), '')).toEqual([
      'is not listed in docs/decisions/README.md',
    ]);
  });
});

describe('the repository', () => {
  it("keeps every decision record to docs/decisions/README.md's rules", () => {
    expect(decisionRecordProblems(REPO_ROOT)).toEqual([]);
  });

  it('has no product.md § or decision reference that resolves to nothing', () => {
    expect(brokenReferences(REPO_ROOT, checkedFiles())).toEqual([]);
  });
});
