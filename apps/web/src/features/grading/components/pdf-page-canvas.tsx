import { Box } from '@mui/material';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { PageViewport, PDFDocumentProxy, PDFPageProxy } from '../pdf/pdfjs';
import type { Stroke, StrokePoint } from '../strokes/stroke-history';
import { strokeOutline } from '../strokes/stroke-outline';

type PdfPageCanvasProps = {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  /** Percent, 25 to 300. */
  zoom: number;
  /** Degrees added to the page's own rotation: 0, 90, 180 or 270. */
  rotation: number;
  strokes: Stroke[];
  color: string;
  width: number;
  label: string;
  onStroke: (stroke: Stroke) => void;
};

/**
 * One PDF page rendered by pdf.js with a drawing layer on top. The pen takes mouse, touch and stylus
 * (pointer events); each point is turned into PDF page coordinates as it is drawn, and strokes are
 * painted back through the current viewport, so zoom and rotation never move them.
 */
export function PdfPageCanvas({ pdf, pageNumber, zoom, rotation, strokes, color, width, label, onStroke }: PdfPageCanvasProps) {
  const pageCanvas = useRef<HTMLCanvasElement>(null);
  const inkCanvas = useRef<HTMLCanvasElement>(null);
  const [page, setPage] = useState<PDFPageProxy | null>(null);
  const [viewport, setViewport] = useState<PageViewport | null>(null);
  const drawing = useRef<Stroke | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void pdf.getPage(pageNumber).then((loaded) => isCurrent && setPage(loaded));
    return () => {
      isCurrent = false;
    };
  }, [pdf, pageNumber]);

  useEffect(() => {
    const canvas = pageCanvas.current;
    if (!page || !canvas) return;
    const next = page.getViewport({ scale: zoom / 100, rotation: (page.rotate + rotation) % 360 });
    const ratio = window.devicePixelRatio || 1;
    for (const layer of [canvas, inkCanvas.current]) {
      if (!layer) continue;
      layer.width = Math.floor(next.width * ratio);
      layer.height = Math.floor(next.height * ratio);
      layer.style.width = `${Math.floor(next.width)}px`;
      layer.style.height = `${Math.floor(next.height)}px`;
    }
    const task = page.render({ canvas, viewport: next, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
    task.promise.catch(() => undefined); // cancelled by the next zoom, rotation or page
    setViewport(next);
    return () => task.cancel();
  }, [page, zoom, rotation]);

  const paint = () => {
    const canvas = inkCanvas.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || !viewport) return;
    const ratio = canvas.width / viewport.width;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, viewport.width, viewport.height);
    const all = drawing.current ? [...strokes, drawing.current] : strokes;
    for (const stroke of all) {
      const outline = strokeOutline(stroke, stroke !== drawing.current);
      if (outline.length < 2) continue;
      context.fillStyle = stroke.color;
      context.beginPath();
      outline.forEach(([x, y], index) => {
        const [vx, vy] = viewport.convertToViewportPoint(x, y);
        if (index === 0) context.moveTo(vx, vy);
        else context.lineTo(vx, vy);
      });
      context.closePath();
      context.fill();
    }
  };
  // Repainted after every render: strokes, zoom, rotation or page changed.
  useEffect(paint);

  const pointOf = (event: PointerEvent<HTMLCanvasElement> | globalThis.PointerEvent): StrokePoint => {
    const rect = inkCanvas.current!.getBoundingClientRect();
    const [x, y] = viewport!.convertToPdfPoint(event.clientX - rect.left, event.clientY - rect.top);
    // A mouse reports a flat 0.5 while pressed; a pen or finger its real pressure.
    const pressure = event.pointerType === 'mouse' ? 0.5 : event.pressure || 0.5;
    return [round(x), round(y), round(pressure)];
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!viewport || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = { id: crypto.randomUUID(), page: pageNumber, color, width, points: [pointOf(event)] };
    paint();
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [];
    for (const each of events.length ? events : [event.nativeEvent]) drawing.current.points.push(pointOf(each));
    paint();
  };
  const onPointerEnd = () => {
    const stroke = drawing.current;
    drawing.current = null;
    if (stroke) onStroke(stroke);
  };

  return (
    <Box sx={{ position: 'relative', display: 'inline-block', boxShadow: 3, bgcolor: 'common.white', lineHeight: 0 }}>
      <canvas ref={pageCanvas} data-testid="pdf-page" />
      <canvas
        ref={inkCanvas}
        role="img"
        aria-label={label}
        data-testid="ink-layer"
        data-strokes={strokes.length}
        data-rendered={viewport ? `${pageNumber}:${zoom}:${rotation}` : ''}
        style={{ position: 'absolute', inset: 0, touchAction: 'none', cursor: 'crosshair' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      />
    </Box>
  );
}

const round = (value: number) => Math.round(value * 100) / 100;
