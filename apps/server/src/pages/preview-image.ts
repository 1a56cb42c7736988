import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import { formatTuition, type Program } from '@uniguide/domain';

/**
 * The link-preview card of a program (docs/decisions/040-server-rendered-pages.md): what WhatsApp,
 * LinkedIn and the rest show beside a shared program page — its name, university, degree and tuition
 * in AED on the brand's colours — as a 1200×630 PNG, the size their large previews use. resvg paints
 * the card's SVG with the fonts shipped in npm packages (Inter, and Noto Sans Arabic for Arabic
 * names, shaped and ordered right to left by resvg itself), never the machine's own fonts.
 */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

const BRAND = '#0f5e59';
const ACCENT = '#f2c230';
const FONTS = "Inter, 'Noto Sans Arabic'";

const require = createRequire(import.meta.url);
const FONT_FILES = [
  require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
  require.resolve('@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf'),
  require.resolve('@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf'),
];

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * Words into at most `maxLines` lines of about `perLine` characters (SVG text does not wrap); a name
 * longer than that ends in an ellipsis on its last line.
 */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines.map((each) => clip(each, perLine));
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${clip(kept[maxLines - 1]!, perLine - 1)}…`;
  return kept.map((each) => clip(each, perLine));
}

function clip(line: string, perLine: number): string {
  const characters = [...line];
  return characters.length <= perLine ? line : `${characters.slice(0, perLine - 1).join('')}…`;
}

/** One `<text>` per line, `size` pixels high, starting at `y` (its first baseline). */
function textLines(lines: string[], y: number, size: number, attributes: string): string {
  return lines
    .map(
      (line, index) =>
        `<text x="72" y="${y + index * Math.round(size * 1.18)}" font-size="${size}" ${attributes}>${escapeXml(line)}</text>`,
    )
    .join('');
}

/** The card as SVG: brand mark, program name (up to three lines), university, degree and fee. */
export function programPreviewSvg(program: Program): string {
  const long = program.name.length > 60;
  const nameSize = long ? 54 : 66;
  const name = wrapText(program.name, long ? 36 : 30, 3);
  const university = wrapText(program.university.name, 52, 1);
  const facts = [program.degree, formatTuition(program.tuitionAed)].filter(Boolean).join('  ·  ');
  const lineHeight = Math.round(nameSize * 1.18);
  const nameTop = PREVIEW_HEIGHT - 150 - lineHeight * name.length - 56;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}" font-family="${FONTS}">`,
    `<rect width="100%" height="100%" fill="${BRAND}"/>`,
    `<rect x="72" y="64" width="64" height="64" rx="14" fill="${ACCENT}"/>`,
    `<text x="104" y="110" font-size="40" font-weight="700" fill="${BRAND}" text-anchor="middle">U</text>`,
    `<text x="156" y="109" font-size="36" font-weight="700" fill="#ffffff">UniGuide</text>`,
    textLines(name, nameTop + nameSize, nameSize, 'font-weight="700" fill="#ffffff"'),
    textLines(university, nameTop + lineHeight * name.length + 50, 34, 'fill="#d7ebe8"'),
    `<rect x="72" y="${PREVIEW_HEIGHT - 130}" width="${Math.min(1056, 48 + facts.length * 17)}" height="64" rx="12" fill="#ffffff" fill-opacity="0.14"/>`,
    `<text x="96" y="${PREVIEW_HEIGHT - 87}" font-size="30" font-weight="700" fill="#ffffff">${escapeXml(facts)}</text>`,
    '</svg>',
  ].join('');
}

/** The program's preview card as PNG bytes, painted on libuv's thread pool, off the event loop. */
export async function programPreviewPng(program: Program): Promise<Buffer> {
  const image = await renderAsync(programPreviewSvg(program), {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Inter' },
  });
  return image.asPng();
}
