import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import type { Language } from '@uniguide/domain';

/**
 * Text on a pdfkit page in the reader's language (docs/decisions/072-email-language.md). English is
 * written as pdfkit writes it, in its built-in Helvetica. Arabic needs what pdfkit does not do alone:
 * a font with Arabic letters (Noto Sans Arabic, which has Latin letters and digits too), letters
 * joined (fontkit shapes a run of Arabic through the font's tables) and the Unicode bidirectional
 * algorithm (bidi-js) to put each line's runs in visual order, right to left, with names, e-mail
 * addresses and numbers left to right inside it. Boxes are given from the start edge, so an Arabic
 * page is the English one mirrored.
 */

export type FontWeight = 'regular' | 'bold' | 'italic';

export interface TextStyle {
  weight: FontWeight;
  size: number;
  color: string;
}

/** A box on the line: `start` from the content's start edge (left in English, right in Arabic). */
export interface TextBox {
  start: number;
  width: number;
  /** Where the first line goes; the current line when left out. */
  y?: number;
  /** `end`: flush with the box's end edge (amounts, the brand). */
  align?: 'start' | 'end';
  /**
   * `auto` for data written alone (a name, a phone number, an address): its own first letters say
   * which way it reads, as `dir="auto"` does. Else the page's direction.
   */
  direction?: 'auto';
}

export interface PageText {
  readonly rtl: boolean;
  /** Writes `text` in the box, wrapping at its width, and leaves `doc.y` below it. */
  text(text: string, style: TextStyle, box: TextBox): void;
}

const require = createRequire(import.meta.url);
const ARABIC_FONTS: Record<FontWeight, string> = {
  regular:
    require.resolve('@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf'),
  // The font has no italic; an "ask us" line keeps its colour instead.
  italic:
    require.resolve('@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf'),
};
const ENGLISH_FONTS: Record<FontWeight, string> = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
};

/** The page's text writer in `language`, for content `width` wide from `margin`. */
export function pageText(
  doc: PDFKit.PDFDocument,
  language: Language,
  area: { margin: number; width: number },
): PageText {
  let fontsRegistered = false;
  const bidiText = (
    text: string,
    style: TextStyle,
    line: { left: number; width: number; y?: number; flush: 'left' | 'right' },
    direction: 'rtl' | 'auto',
  ) => {
    if (!fontsRegistered) {
      for (const [weight, file] of Object.entries(ARABIC_FONTS))
        doc.registerFont(`ar-${weight}`, file);
      fontsRegistered = true;
    }
    doc.font(`ar-${style.weight}`).fontSize(style.size).fillColor(style.color);
    drawLines(doc, text, line, direction);
  };
  if (language === 'en') {
    return {
      rtl: false,
      text(text, style, box) {
        const left = area.margin + box.start;
        // Catalogue data in Arabic (a program's name) keeps its letters on an English page too.
        if (ARABIC_LETTER.test(text)) {
          const flush = box.align === 'end' ? 'right' : 'left';
          bidiText(text, style, { left, width: box.width, y: box.y, flush }, 'auto');
          return;
        }
        doc
          .font(ENGLISH_FONTS[style.weight])
          .fontSize(style.size)
          .fillColor(style.color)
          .text(text, left, box.y, {
            width: box.width,
            align: box.align === 'end' ? 'right' : 'left',
          });
      },
    };
  }
  return {
    rtl: true,
    text(text, style, box) {
      const left = area.margin + area.width - box.start - box.width;
      const flush = box.align === 'end' ? 'left' : 'right';
      bidiText(text, style, { left, width: box.width, y: box.y, flush }, box.direction ?? 'rtl');
    },
  };
}

/** Wraps `text` in the box and draws each line's pieces in visual order; `doc.y` ends below it. */
function drawLines(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { left: number; width: number; y?: number; flush: 'left' | 'right' },
  direction: 'rtl' | 'auto',
): void {
  let y = box.y ?? doc.y;
  const lineHeight = doc.currentLineHeight(true);
  for (const line of wrap(doc, text.trim(), box.width)) {
    const pieces = visualPieces(line, direction).map((piece) => ({
      piece,
      width: doc.widthOfString(piece),
    }));
    const total = pieces.reduce((sum, { width }) => sum + width, 0);
    let x = box.flush === 'left' ? box.left : box.left + box.width - total;
    for (const { piece, width } of pieces) {
      if (piece.trim()) doc.text(piece, x, y, { lineBreak: false });
      x += width;
    }
    y += lineHeight;
  }
  doc.y = y;
}

/** Bidi marks and isolates steer the algorithm; the runs carry their order, and no font draws them. */
const BIDI_CONTROL = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;
const BIDI_CONTROLS = new RegExp(BIDI_CONTROL.source, 'g');

/** Lines of at most `width`, broken at spaces (a word longer than the line stands alone). */
function wrap(doc: PDFKit.PDFDocument, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && doc.widthOfString(candidate.replace(BIDI_CONTROLS, '')) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

const bidi = bidiFactory();
const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

/**
 * One line of a right-to-left paragraph (or, `auto`, one whose first letter says) as the pieces to draw from left to right: words and the
 * spaces between them, each drawn where the one before ends (pdfkit lays a string out word by word,
 * left to right, so a right-to-left run is never handed over whole). The runs of one embedding
 * level are put in visual order; inside a right-to-left run the words go right to left, mirrored
 * characters ("(") swapped, and fontkit reverses and joins the letters of an Arabic word itself —
 * a word of only neutrals ("-", "(") is reversed here.
 */
export function visualPieces(line: string, direction: 'rtl' | 'auto' = 'rtl'): string[] {
  const { levels } = bidi.getEmbeddingLevels(line, direction === 'auto' ? undefined : 'rtl');
  const mirrored = bidi.getMirroredCharactersMap(line, levels);
  const runs: { text: string; level: number }[] = [];
  for (let i = 0; i < line.length; i++) {
    if (BIDI_CONTROL.test(line[i]!)) continue;
    const char = mirrored.get(i) ?? line[i]!;
    const level = levels[i]!;
    const last = runs.at(-1);
    if (last && last.level === level) last.text += char;
    else runs.push({ text: char, level });
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every sequence at or above it.
  if (runs.length === 0) return [];
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level).filter((level) => level % 2 === 1));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if (runs[i]!.level < level) continue;
      let end = i;
      while (end + 1 < runs.length && runs[end + 1]!.level >= level) end++;
      runs.splice(i, end - i + 1, ...runs.slice(i, end + 1).reverse());
      i = end;
    }
  }
  return runs.flatMap(({ text, level }) => {
    const words = text.split(/(\s+)/).filter(Boolean);
    if (level % 2 === 0) return words;
    return words
      .reverse()
      .map((word) => (ARABIC_LETTER.test(word) ? word : [...word].reverse().join('')));
  });
}
