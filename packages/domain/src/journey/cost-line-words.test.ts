import { describe, expect, it } from 'vitest';
import {
  COST_LINE_LABEL_TEXTS,
  COST_LINE_LABELS,
  COST_LINE_SOURCE_TEXTS,
  catalogueSourceText,
  wordsOfStoredLine,
  type CostLineSource,
} from './cost-line-words';

describe('wordsOfStoredLine', () => {
  it('reads every label and source the portal writes back to its code', () => {
    for (const code of COST_LINE_LABELS) {
      expect(wordsOfStoredLine({ label: COST_LINE_LABEL_TEXTS[code], source: 'x' }).labelCode).toBe(
        code,
      );
    }
    for (const [code, text] of Object.entries(COST_LINE_SOURCE_TEXTS)) {
      expect(wordsOfStoredLine({ label: 'x', source: text })).toEqual({
        labelCode: null,
        sourceCode: code as CostLineSource,
        sourceFigure: null,
      });
    }
  });

  it("keeps the catalogue's figure as imported, and the admin team's words as data", () => {
    expect(
      wordsOfStoredLine({
        label: 'Tuition (first year)',
        source: catalogueSourceText('AED 60,000 per year'),
      }),
    ).toEqual({
      labelCode: 'tuition',
      sourceCode: 'catalogue',
      sourceFigure: 'AED 60,000 per year',
    });
    expect(
      wordsOfStoredLine({ label: 'Visa deposit', source: 'https://example.edu/visa-fees' }),
    ).toEqual({ labelCode: null, sourceCode: null, sourceFigure: null });
  });
});
