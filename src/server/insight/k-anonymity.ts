/**
 * When a salary cell may be shown. A figure drawn from few employers, or dominated by one, would let a reader work
 * out what one employer pays (or one hire earns): the cell must hold enough distinct employers and data points, and
 * no employer may hold more than a quarter of its points. The tails (P10, P90) sit closest to single figures and need
 * twice as many. Pure: the routes, the care console and the tests all ask this one function.
 */
export const THRESHOLDS = { employers: 5, points: 5, maxShare: 0.25, tailEmployers: 10, tailPoints: 10 } as const;

export type CellStats = {
  points: number;
  employers: number;
  /** The largest share of the cell's points one employer holds (0..1). */
  max_share: number;
  p10: number;
  p25: number;
  p50: number;
  p75: number;
  p90: number;
};

export type FailReason = 'fewEmployers' | 'fewPoints' | 'dominantEmployer';

export type Verdict = { passes: boolean; tails: boolean; reasons: FailReason[] };

export function judgeCell(cell: Pick<CellStats, 'points' | 'employers' | 'max_share'>): Verdict {
  const reasons: FailReason[] = [];
  if (cell.employers < THRESHOLDS.employers) reasons.push('fewEmployers');
  if (cell.points < THRESHOLDS.points) reasons.push('fewPoints');
  if (cell.max_share > THRESHOLDS.maxShare) reasons.push('dominantEmployer');
  const passes = reasons.length === 0;
  const tails = passes && cell.employers >= THRESHOLDS.tailEmployers && cell.points >= THRESHOLDS.tailPoints;
  return { passes, tails, reasons };
}

/** The places a figure is published for, narrowest first: the order a read tries them in. */
export const LEVELS = ['city', 'county', 'country'] as const;
export type Level = (typeof LEVELS)[number];

export type Published = { level: Level; median: number; p25: number; p75: number; p10?: number; p90?: number };

/**
 * The first level, from the narrowest, whose cell passes; its median and quartiles, and the tails only where they
 * pass too. Nothing when no level passes: an empty answer, never a figure from a cell that failed.
 */
export function publish(cells: Array<{ level: Level; cell: CellStats | undefined }>): Published | null {
  for (const { level, cell } of cells) {
    if (!cell) continue;
    const verdict = judgeCell(cell);
    if (!verdict.passes) continue;
    const tails = verdict.tails ? { p10: cell.p10, p90: cell.p90 } : {};
    return { level, median: cell.p50, p25: cell.p25, p75: cell.p75, ...tails };
  }
  return null;
}
