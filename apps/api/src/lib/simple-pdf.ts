import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A small PDF of `pages` letter pages, each saying its title and number (Helvetica). */
export async function simplePdf(title: string, pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number++) {
    const page = pdf.addPage([612, 792]);
    page.drawText(title, { x: 60, y: 720, size: 22, font });
    page.drawText(`Page ${number} of ${pages}`, { x: 60, y: 680, size: 16, font });
  }
  return Buffer.from(await pdf.save());
}
