import { describe, expect, it } from 'vitest';
import { catalogProblems, parsePo, physicalClasses, visibleLiterals } from './i18n.ts';

const header = 'msgid ""\nmsgstr ""\n"Language: ar\\n"\n\n';

describe('lint:i18n', () => {
  it('reads a PO catalog, multi-line strings and contexts included', () => {
    const po = `${header}msgid "Next"\nmsgstr "التالي"\n\nmsgctxt "pager"\nmsgid ""\n"Page {page}"\nmsgstr ""\n`;
    expect(parsePo(po)).toEqual([
      { key: 'Next', translation: 'التالي' },
      { key: 'pager\u0004Page {page}', translation: '' },
    ]);
  });

  it('finds keys in one language only, empty Arabic and Arabic plurals short of six forms', () => {
    const english = [
      { key: 'Next', translation: '' },
      { key: 'Close', translation: '' },
      { key: '{count, plural, one {# program} other {# programs}}', translation: '' },
    ];
    const arabic = [
      { key: 'Next', translation: '' },
      { key: 'Extra', translation: 'زائد' },
      {
        key: '{count, plural, one {# program} other {# programs}}',
        translation: '{count, plural, one {برنامج واحد} other {# برنامج}}',
      },
    ];
    expect(catalogProblems('x', english, arabic)).toEqual([
      'x: "Close" is in en but not in ar',
      'x: "Next" has no Arabic text',
      'x: "Extra" is in ar but not in en',
      'x: "{count, plural, one {# program} other {# programs}}" lacks the Arabic plural forms zero, two, few, many',
    ]);
  });

  it('flags JSX text and visible props written as literals, not messages', () => {
    const source = `export function A() {
  return (
    <div title="Hello" className="x">
      <Trans>Fine</Trans>
      Not fine
      <img alt={'A picture'} />
      <b aria-label={t\`ok\`}>…</b>
    </div>
  );
}`;
    expect(visibleLiterals('a.tsx', source)).toEqual([
      { line: 3, text: 'Hello' },
      { line: 5, text: 'Not fine' },
      { line: 6, text: 'A picture' },
    ]);
  });

  it('flags physical left/right classes and lets logical ones and centring pass', () => {
    const source = [
      "const a = 'ml-2 pr-4 text-right';",
      "const b = 'ms-2 pe-4 text-end border-s rounded-e start-0';",
      "const c = 'left-1/2 -translate-x-1/2 sm:-left-3 border-r';",
      '// a comment may say ml-2',
    ].join('\n');
    expect(physicalClasses(source).map((found) => `${found.line}:${found.text}`)).toEqual([
      '1:ml-2',
      '1:pr-4',
      '1:text-right',
      '3:-left-3',
      '3:border-r',
    ]);
  });
});
