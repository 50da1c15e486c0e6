/**
 * A pure SVG writer for a laid-out statechart: no browser, no DOM, stable attribute order, so the export in
 * docs/ is byte-for-byte reproducible and a machine change shows up as a reviewable picture diff.
 */
import { HEADER, INITIAL_RADIUS, LABEL_FONT, LABEL_LINE, STATE_FONT, type Layout, type LaidOutState } from './layout.ts';
import { arrowHeadPath, polylinePath } from './svg-geometry.ts';

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function depthOf(state: LaidOutState): number {
  return state.state.id.split('.').length;
}

function stateSvg(s: LaidOutState): string[] {
  const { x, y, width, height } = s;
  if (s.compound) {
    return [
      `<g class="state compound" data-state="${escapeXml(s.state.id)}">`,
      `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="10" fill="#f8f9fa" stroke="#868e96"/>`,
      `<line x1="${x}" y1="${y + HEADER}" x2="${x + width}" y2="${y + HEADER}" stroke="#ced4da"/>`,
      `<text x="${x + 12}" y="${y + HEADER / 2 + STATE_FONT / 3}" font-size="${STATE_FONT}" font-weight="600" fill="#212529">${escapeXml(s.label)}</text>`,
      '</g>',
    ];
  }
  const final = s.state.kind === 'final';
  const lines = [
    `<g class="state${final ? ' final' : ''}" data-state="${escapeXml(s.state.id)}">`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="8" fill="#ffffff" stroke="#0b7285" stroke-width="1.5"/>`,
  ];
  if (final) lines.push(`<rect x="${x + 3}" y="${y + 3}" width="${width - 6}" height="${height - 6}" rx="6" fill="none" stroke="#0b7285"/>`);
  lines.push(
    `<text x="${x + width / 2}" y="${y + height / 2 + STATE_FONT / 3}" font-size="${STATE_FONT}" text-anchor="middle" fill="#212529">${escapeXml(s.label)}</text>`,
    '</g>',
  );
  return lines;
}

export function toSvg(layout: Layout, title: string): string {
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${layout.width} ${layout.height}" width="${layout.width}" height="${layout.height}" font-family="Helvetica, Arial, sans-serif">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${layout.width}" height="${layout.height}" fill="#ffffff"/>`,
  ];
  // Outer compounds first so their children paint over them.
  const states = [...layout.states].sort((a, b) => depthOf(a) - depthOf(b));
  for (const state of states) out.push(...stateSvg(state));
  for (const initial of layout.initials) {
    out.push(
      `<g class="initial" data-target="${escapeXml(initial.target)}">`,
      `<circle cx="${initial.center.x}" cy="${initial.center.y}" r="${INITIAL_RADIUS}" fill="#212529"/>`,
      `<path d="${polylinePath(initial.points)}" fill="none" stroke="#212529"/>`,
      `<path d="${arrowHeadPath(initial.points)}" fill="#212529"/>`,
      '</g>',
    );
  }
  for (const t of layout.transitions) {
    out.push(
      `<g class="transition" data-transition="${escapeXml(t.transition.id)}">`,
      `<path d="${polylinePath(t.points)}" fill="none" stroke="#495057"/>`,
      `<path d="${arrowHeadPath(t.points)}" fill="#495057"/>`,
    );
    if (t.label) {
      const { x, y, lines } = t.label;
      out.push(`<text x="${x + 3}" y="${y}" font-size="${LABEL_FONT}" fill="#343a40">`);
      lines.forEach((line, i) => out.push(`<tspan x="${x + 3}" y="${y + (i + 1) * LABEL_LINE - 2}">${escapeXml(line)}</tspan>`));
      out.push('</text>');
    }
    out.push('</g>');
  }
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
