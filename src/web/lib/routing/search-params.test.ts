import { describe, expect, it } from 'vitest';
import {
  candidatesSearchSchema,
  needCandidateSearchSchema,
  offerRejectSearchSchema,
  offerSearchSchema,
  offersSearchSchema,
  onboardingSearchSchema,
  parseSearch,
} from './search-params';

describe('offers search params', () => {
  it('defaults limit 10 and offset 0', () => {
    expect(parseSearch(offersSearchSchema, '')).toEqual({ limit: 10, offset: 0 });
  });
  it.each(['abc', '-1', '2.5', ''])('falls back when limit/offset are %j', (bad) => {
    expect(parseSearch(offersSearchSchema, `limit=${bad}&offset=${bad}`)).toMatchObject({ limit: 10, offset: 0 });
  });
  it('reads the typed filters', () => {
    expect(parseSearch(offersSearchSchema, 'limit=20&offset=40&need__archived=1&city_in=Cluj&salary_min=3000&salary_max=9000')).toEqual({
      limit: 20,
      offset: 40,
      need__archived: 1,
      city_in: 'Cluj',
      salary_min: '3000',
      salary_max: '9000',
    });
  });
  it('drops a non-numeric need__archived', () => {
    expect(parseSearch(offersSearchSchema, 'need__archived=yes').need__archived).toBeUndefined();
  });
});

describe('offer and reject params', () => {
  it('switches flags only on the literal true', () => {
    expect(parseSearch(offerSearchSchema, 'cancel=true&reject=1&redirect_source=mail')).toEqual({
      cancel: true,
      reject: false,
      redirect_source: 'mail',
    });
  });
  it('defaults auto_reject to 1', () => {
    expect(parseSearch(offerRejectSearchSchema, '').auto_reject).toBe(1);
    expect(parseSearch(offerRejectSearchSchema, 'auto_reject=0').auto_reject).toBe(0);
    expect(parseSearch(offerRejectSearchSchema, 'auto_reject=no').auto_reject).toBe(1);
  });
  it('reads need-candidate flags', () => {
    expect(parseSearch(needCandidateSearchSchema, 'finalize=true')).toEqual({ cancel: false, finalize: true });
  });
});

describe('candidates params', () => {
  it('defaults paging and keeps filters', () => {
    expect(parseSearch(candidatesSearchSchema, 'limit=x&name_contains=Ana&desired_salary_min=4000')).toEqual({
      limit: 10,
      offset: 0,
      name_contains: 'Ana',
      desired_salary_min: '4000',
    });
  });
});

describe('onboarding params', () => {
  it('reads utm, referrer, prefill and a numeric-string step', () => {
    expect(
      parseSearch(
        onboardingSearchSchema,
        'utm_source=fb&utm_medium=cpc&utm_campaign=spring&utm_content=a&http_referrer=https%3A%2F%2Fx.ro&step=3&email=a%40b.ro&name=Ana',
      ),
    ).toEqual({
      utm_source: 'fb',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_content: 'a',
      http_referrer: 'https://x.ro',
      step: 3,
      email: 'a@b.ro',
      name: 'Ana',
    });
  });
  it('accepts a number step and ignores a bad one', () => {
    expect(onboardingSearchSchema.parse({ step: 2 }).step).toBe(2);
    expect(parseSearch(onboardingSearchSchema, 'step=two').step).toBeUndefined();
    expect(parseSearch(onboardingSearchSchema, 'step=0').step).toBeUndefined();
  });
});
