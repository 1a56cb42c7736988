import { strToU8, zipSync, type Zippable } from 'fflate';

/**
 * Test-only: builds real .xlsx files (the Office Open XML parts Excel writes) so the reader is tested
 * against workbooks made here, including hostile ones, without a spreadsheet library.
 */
export type FixtureCell =
  | string
  | number
  | null
  | { date: Date }
  | { formula: string; result: number }
  | { rich: string[] }
  | { inline: string };

export interface FixtureSheet {
  name: string;
  rows: FixtureCell[][];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

export function workbookParts(sheets: FixtureSheet[]): Zippable {
  const strings: string[] = [];
  const stringIndex = (text: string) => {
    const found = strings.indexOf(text);
    if (found !== -1) return found;
    strings.push(text);
    return strings.length - 1;
  };
  const richItems: string[] = [];
  const cellXml = (cell: FixtureCell, reference: string): string => {
    if (cell === null || cell === '') return '';
    if (typeof cell === 'number') return `<c r="${reference}"><v>${cell}</v></c>`;
    if (typeof cell === 'string')
      return `<c r="${reference}" t="s"><v>${stringIndex(cell)}</v></c>`;
    if ('date' in cell)
      return `<c r="${reference}" s="1"><v>${(cell.date.getTime() - EXCEL_EPOCH) / 86_400_000}</v></c>`;
    if ('formula' in cell)
      return `<c r="${reference}"><f>${escapeXml(cell.formula)}</f><v>${cell.result}</v></c>`;
    if ('inline' in cell)
      return `<c r="${reference}" t="inlineStr"><is><t>${escapeXml(cell.inline)}</t></is></c>`;
    const runs = cell.rich.map(
      (text, i) =>
        `<r>${i % 2 ? '<rPr><b/></rPr>' : ''}<t xml:space="preserve">${escapeXml(text)}</t></r>`,
    );
    richItems.push(`<si>${runs.join('')}<rPh sb="0" eb="1"><t>ﾌﾘｶﾞﾅ</t></rPh></si>`);
    return `<c r="${reference}" t="s"><v>@@rich${richItems.length - 1}@@</v></c>`;
  };
  const sheetXml = sheets.map((sheet) => {
    const rows = sheet.rows
      .map((row, r) => {
        const cells = row.map((cell, c) => cellXml(cell, `${columnName(c)}${r + 1}`)).join('');
        return cells ? `<row r="${r + 1}">${cells}</row>` : '';
      })
      .join('');
    return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;
  });
  // Rich-text items follow the plain strings in the shared table.
  const allItems = [
    ...strings.map((text) => `<si><t xml:space="preserve">${escapeXml(text)}</t></si>`),
    ...richItems,
  ];
  const fixRich = (xml: string) =>
    xml.replace(/@@rich(\d+)@@/g, (_, n: string) => String(strings.length + Number(n)));

  const parts: Zippable = {
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`,
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheets
        .map(
          (sheet, i) =>
            `<sheet name="${escapeXml(sheet.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`,
        )
        .join('')}</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets
        .map(
          (_, i) =>
            `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
        )
        .join('')}</Relationships>`,
    ),
    'xl/styles.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="164" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    ),
    'xl/sharedStrings.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${allItems.join('')}</sst>`,
    ),
  };
  sheetXml.forEach((xml, i) => {
    parts[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(fixRich(xml));
  });
  return parts;
}

export function buildXlsx(sheets: FixtureSheet[]): Buffer {
  return Buffer.from(zipSync(workbookParts(sheets), { level: 6 }));
}

/**
 * A zip bomb shaped like a workbook: one sheet whose `<row>`s repeat `rows` times. Identical rows
 * deflate about a thousandfold, so a few hundred KB unpack to hundreds of MB.
 */
export function buildXlsxBomb(
  rows: number,
  cellsPerRow: number,
  cell = '<c t="inlineStr"><is><t>AAAAAAAAAAAAAAAAAAAAAAAA</t></is></c>',
): Buffer {
  const parts = workbookParts([{ name: 'Programs', rows: [['University', 'Program']] }]);
  const row = `<row>${cell.repeat(cellsPerRow)}</row>`;
  const body = row.repeat(rows);
  parts['xl/worksheets/sheet1.xml'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`,
  );
  return Buffer.from(zipSync(parts, { level: 9 }));
}
