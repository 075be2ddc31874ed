import { closePath, fill, lineTo, moveTo, PDFDocument, popGraphicsState, pushGraphicsState, rgb, setFillingColor } from 'pdf-lib';
import { hexToRgb, strokeOutline } from '../strokes/stroke-outline';
import type { Stroke } from '../strokes/stroke-history';

/**
 * Writes the strokes into a copy of the PDF as filled vector paths on their own pages. The page's
 * existing content is left as it was (pdf-lib wraps it in q…Q and appends a new content stream), so
 * its text stays selectable and its fonts, Arabic included, untouched.
 */
export async function burnStrokes(pdf: ArrayBuffer | Uint8Array, strokes: Stroke[]): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf);
  const pages = doc.getPages();
  for (const [pageNumber, pageStrokes] of groupByPage(strokes)) {
    const page = pages[pageNumber - 1];
    if (!page) continue;
    const operators = [pushGraphicsState()];
    for (const stroke of pageStrokes) {
      const outline = strokeOutline(stroke);
      if (outline.length < 3) continue;
      const [first, ...rest] = outline;
      operators.push(
        setFillingColor(rgb(...hexToRgb(stroke.color))),
        moveTo(first[0], first[1]),
        ...rest.map(([x, y]) => lineTo(x, y)),
        closePath(),
        fill(),
      );
    }
    operators.push(popGraphicsState());
    page.pushOperators(...operators);
  }
  return doc.save();
}

function groupByPage(strokes: Stroke[]) {
  const byPage = new Map<number, Stroke[]>();
  for (const stroke of strokes) byPage.set(stroke.page, [...(byPage.get(stroke.page) ?? []), stroke]);
  return byPage;
}
