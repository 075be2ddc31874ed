import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, StandardFonts, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Stroke } from '../strokes/stroke-history';
import { burnStrokes } from './burn-strokes';

async function twoPagePdf() {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of ['First page answer', 'Second page answer'])
    doc.addPage([300, 400]).drawText(text, { x: 20, y: 350, font, size: 14 });
  return doc.save();
}

function contentOf(page: PDFPage) {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return refs
    .map((ref) => page.doc.context.lookup(ref))
    .map((stream) =>
      stream instanceof PDFRawStream ? new TextDecoder().decode(decodePDFRawStream(stream).decode()) : String(stream),
    )
    .join('\n');
}

const stroke: Stroke = {
  id: 's1',
  page: 2,
  color: '#ff0000',
  width: 2,
  points: [
    [50, 100, 0.5],
    [80, 120, 0.5],
    [120, 110, 0.5],
  ],
};

describe('burnStrokes', () => {
  it('writes a stroke as a red filled path on its own page and leaves the text and the other page as they were', async () => {
    const original = await twoPagePdf();
    const before = await PDFDocument.load(original);
    const annotated = await PDFDocument.load(await burnStrokes(original, [stroke]));

    const [first, second] = annotated.getPages();
    const secondContent = contentOf(second);
    expect(secondContent).toMatch(/1 0 0 rg/);
    expect(secondContent).toMatch(/\sf\s/);
    // The path runs through the drawn points, in the page's own coordinates.
    expect(secondContent).toMatch(/\b(4[89]|5[01])(\.\d+)? (9[89]|10[0-2])(\.\d+)? [ml]/);
    expect(secondContent).toContain('Tj');
    expect(contentOf(first)).toBe(contentOf(before.getPages()[0]));
    expect(annotated.getPageCount()).toBe(2);
  });

  it('gives back an unchanged document when there is nothing to write', async () => {
    const annotated = await PDFDocument.load(await burnStrokes(await twoPagePdf(), []));
    expect(contentOf(annotated.getPages()[1])).not.toMatch(/1 0 0 rg/);
  });
});
