/** Geometry shared by the SVG file writer and the web visualizer, so both draw the same arrows. */
import type { Point } from './layout.ts';

export function polylinePath(points: Point[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
}

/** A closed triangle at the end of a polyline, pointing along its last segment. */
export function arrowHeadPath(points: Point[], size = 7): string {
  const end = points.at(-1);
  const before = points.at(-2);
  if (!end || !before) return '';
  const angle = Math.atan2(end.y - before.y, end.x - before.x);
  const corner = (delta: number) => {
    const x = end.x - size * Math.cos(angle + delta);
    const y = end.y - size * Math.sin(angle + delta);
    return `${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}`;
  };
  return `M${end.x} ${end.y} L${corner(0.4)} L${corner(-0.4)} Z`;
}
