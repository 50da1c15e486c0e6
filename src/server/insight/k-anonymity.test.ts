import { describe, expect, it } from 'vitest';
import { type CellStats, judgeCell, publish } from './k-anonymity.ts';

const figures = { p10: 4000, p25: 5000, p50: 6000, p75: 7000, p90: 8000 };
const cell = (points: number, employers: number, max_share: number): CellStats => ({ points, employers, max_share, ...figures });

describe('judgeCell', () => {
  it('passes 5 employers and 5 points with nobody over a quarter', () => {
    expect(judgeCell(cell(8, 5, 0.25))).toEqual({ passes: true, tails: false, reasons: [] });
  });

  it('fails 4 employers, 4 points and a dominant employer, naming each reason', () => {
    expect(judgeCell(cell(4, 4, 0.25)).reasons).toEqual(['fewEmployers', 'fewPoints']);
    expect(judgeCell(cell(20, 6, 0.26))).toEqual({ passes: false, tails: false, reasons: ['dominantEmployer'] });
  });

  it('gives the tails only from 10 employers and 10 points', () => {
    expect(judgeCell(cell(10, 9, 0.2)).tails).toBe(false);
    expect(judgeCell(cell(10, 10, 0.1)).tails).toBe(true);
  });
});

describe('publish', () => {
  it('falls back from the city to the county to the country, then to nothing', () => {
    const weak = cell(4, 4, 0.25);
    const county = cell(12, 6, 0.2);
    expect(
      publish([
        { level: 'city', cell: weak },
        { level: 'county', cell: county },
        { level: 'country', cell: undefined },
      ]),
    ).toEqual({
      level: 'county',
      median: 6000,
      p25: 5000,
      p75: 7000,
    });
    expect(
      publish([
        { level: 'city', cell: undefined },
        { level: 'county', cell: weak },
        { level: 'country', cell: cell(30, 12, 0.1) },
      ]),
    ).toMatchObject({
      level: 'country',
      p10: 4000,
      p90: 8000,
    });
    expect(
      publish([
        { level: 'city', cell: weak },
        { level: 'county', cell: weak },
        { level: 'country', cell: weak },
      ]),
    ).toBeNull();
  });
});
