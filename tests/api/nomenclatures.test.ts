import { expect, it } from 'vitest';
import { describeEachDatabase } from '../support/databases.ts';

type Item = { slug: string; name: string; name_ro: string; name_en: string; county?: string };

describeEachDatabase('public nomenclatures', (ctx) => {
  const get = async (url: string, lang = 'ro-RO') => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/publicnomenclatures/${url}`, headers: { 'accept-language': lang } });
    return { status: res.statusCode, data: (res.json() as { data: Item[] }).data, body: res.json() };
  };

  it.each([
    'domain',
    'abroad-work-countries',
    'functions',
    'educations',
    'cities',
    'experiences',
    'schedules',
    'identifications',
    'companies',
    'places',
  ])('serves %s', async (name) => {
    const { status, body } = await get(name);
    expect(status).toBe(200);
    expect(Array.isArray(body.data)).toBe(true);
  });

  it('labels items in the request language', async () => {
    const ro = await get('experiences');
    const en = await get('experiences', 'en');
    expect(ro.data.map((i) => i.slug)).toEqual(['0-1', '1-3', '3-5', '5-10', '10-plus']);
    expect(ro.data[0]!.name).toBe(ro.data[0]!.name_ro);
    expect(en.data[0]!.name).toBe(en.data[0]!.name_en);
    const functions = await get('functions');
    expect(functions.data.map((i) => i.slug)).toEqual(expect.arrayContaining(['medic-specialist']));
    expect(functions.data.find((i) => i.name_ro === 'Moașă / Moaș')).toBeTruthy();
  });

  it('has every county seat among the cities, with coordinates', async () => {
    const { data } = await get('cities');
    expect(data.length).toBeGreaterThanOrEqual(42);
    expect(data.find((c) => c.slug === 'bucuresti')).toMatchObject({ name: 'București', lat: expect.any(Number), lng: expect.any(Number) });
  });

  it.each([
    ['brasov', 'Brașov'],
    ['Brașov', 'Brașov'],
    ['BRAS', 'Brașov'],
    ['timis', 'Timișoara'],
    ['târgu', 'Târgu Mureș'],
    ['targu mures', 'Târgu Mureș'],
    ['napoca', 'Cluj-Napoca'],
    ['iasi', 'Iași'],
  ])('places?val=%s finds %s', async (val, expected) => {
    const { status, data } = await get(`places?val=${encodeURIComponent(val)}`);
    expect(status).toBe(200);
    expect(data.map((p) => p.name)).toContain(expected);
  });

  it('places matches by prefix only and escapes LIKE wildcards', async () => {
    expect((await get('places?val=rasov')).data.map((p) => p.name)).not.toContain('Brașov');
    expect((await get('places?val=%25')).data).toEqual([]);
    expect((await get('places?val=_')).data).toEqual([]);
    expect((await get('places?val=zzzz')).data).toEqual([]);
  });

  it('answers an unknown list with a 400, not a 500', async () => {
    const { status } = await get('planets');
    expect(status).toBe(400);
  });
});
