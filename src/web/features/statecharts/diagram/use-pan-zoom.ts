import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const MIN_SCALE = 0.1;
const MAX_SCALE = 8;
/** Below this scale the labels are too small to read: the first view shows part of the chart instead. */
const READABLE_SCALE = 1;

/**
 * Pan and zoom by changing the SVG viewBox: the wheel zooms around the pointer, dragging pans, and the returned
 * commands let buttons and keys do the same for keyboard users.
 */
export function usePanZoom(
  svgRef: RefObject<SVGSVGElement | null>,
  content: { width: number; height: number } | null,
  focus: { x: number; y: number } | null,
) {
  const [view, setView] = useState<ViewBox | null>(null);
  const drag = useRef<{ x: number; y: number; view: ViewBox; moved: boolean } | null>(null);

  const fit = useCallback(() => {
    if (content) setView({ x: 0, y: 0, width: content.width, height: content.height });
  }, [content]);

  // First view: the whole chart when it is legible at that size, else a legible window around `focus` (where
  // the process starts, or the live process's state); the fit button shows the whole.
  useEffect(() => {
    const rect = svgRef.current?.getBoundingClientRect();
    if (!content || !rect || rect.width === 0) return fit();
    const fitScale = Math.min(rect.width / content.width, rect.height / content.height);
    if (fitScale >= READABLE_SCALE) return fit();
    const width = rect.width / READABLE_SCALE;
    const height = rect.height / READABLE_SCALE;
    const clamp = (value: number, size: number, total: number) => Math.min(Math.max(value - size / 2, 0), Math.max(total - size, 0));
    const x = clamp(focus?.x ?? 0, width, content.width);
    const y = clamp(focus?.y ?? 0, height, content.height);
    setView({ x, y, width, height });
  }, [svgRef, content, focus, fit]);

  const zoom = useCallback(
    (factor: number, at?: { x: number; y: number }) =>
      setView((v) => {
        if (!v || !content) return v;
        const scale = content.width / (v.width * factor);
        if (scale < MIN_SCALE || scale > MAX_SCALE) return v;
        const cx = at?.x ?? v.x + v.width / 2;
        const cy = at?.y ?? v.y + v.height / 2;
        return { x: cx - (cx - v.x) / factor, y: cy - (cy - v.y) / factor, width: v.width / factor, height: v.height / factor };
      }),
    [content],
  );

  /** Pans by a fraction of the visible area (keyboard and buttons). */
  const pan = useCallback((fx: number, fy: number) => setView((v) => (v ? { ...v, x: v.x + fx * v.width, y: v.y + fy * v.height } : v)), []);

  /** Brings a box into view (a state reached with Tab), keeping the zoom. */
  const reveal = useCallback(
    (box: ViewBox) =>
      setView((v) => {
        if (!v) return v;
        const inside = box.x >= v.x && box.y >= v.y && box.x + box.width <= v.x + v.width && box.y + box.height <= v.y + v.height;
        if (inside) return v;
        return { ...v, x: box.x + box.width / 2 - v.width / 2, y: box.y + box.height / 2 - v.height / 2 };
      }),
    [],
  );

  const toSvgPoint = useCallback(
    (clientX: number, clientY: number, v: ViewBox) => {
      const rect = svgRef.current?.getBoundingClientRect();
      if (!rect || rect.width === 0) return { x: v.x, y: v.y };
      // preserveAspectRatio="xMidYMid meet": one scale for both axes, content centred.
      const scale = Math.min(rect.width / v.width, rect.height / v.height);
      const offsetX = (rect.width - v.width * scale) / 2;
      const offsetY = (rect.height - v.height * scale) / 2;
      return { x: v.x + (clientX - rect.left - offsetX) / scale, y: v.y + (clientY - rect.top - offsetY) / scale };
    },
    [svgRef],
  );

  // A non-passive listener: React's onWheel cannot prevent the page from scrolling.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setView((v) => {
        if (!v) return v;
        const at = toSvgPoint(event.clientX, event.clientY, v);
        const factor = event.deltaY < 0 ? 1.15 : 1 / 1.15;
        const scale = (content?.width ?? v.width) / (v.width * factor);
        if (scale < MIN_SCALE || scale > MAX_SCALE) return v;
        return { x: at.x - (at.x - v.x) / factor, y: at.y - (at.y - v.y) / factor, width: v.width / factor, height: v.height / factor };
      });
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [svgRef, toSvgPoint, content]);

  const onPointerDown = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (!view || event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY, view, moved: false };
  };
  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    const start = drag.current;
    if (!start) return;
    const rect = svgRef.current?.getBoundingClientRect();
    if (!rect) return;
    const scale = Math.min(rect.width / start.view.width, rect.height / start.view.height);
    const dx = (event.clientX - start.x) / scale;
    const dy = (event.clientY - start.y) / scale;
    // A few pixels of jitter is still a click on a state, not a drag.
    if (!start.moved && Math.hypot(event.clientX - start.x, event.clientY - start.y) < 4) return;
    if (!start.moved) svgRef.current?.setPointerCapture(event.pointerId);
    start.moved = true;
    setView({ ...start.view, x: start.view.x - dx, y: start.view.y - dy });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return { view, zoom, pan, fit, reveal, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp } };
}
