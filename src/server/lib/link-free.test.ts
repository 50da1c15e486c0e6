import { describe, expect, it } from 'vitest';
import { containsLink } from './link-free.ts';

describe('containsLink', () => {
  it('finds addresses however they are written', () => {
    for (const text of [
      'Câștigați 5000 lei acum http://castig.example/bani',
      'https://x.ro',
      'HTTPS://X.RO',
      'vezi www.exemplu.ro',
      'WWW.EXEMPLU.RO',
      'castig.ro',
      'Castig.Ro acum',
      'bani-rapid.com',
      'bit.ly',
      't.me/castig',
      'exemplu[.]ro',
      'exemplu(.)com',
      'exemplu [dot] ro',
      'scrieți la bani@castig.ro',
      'mailto:bani@castig',
      'whatsapp:+40700000000',
      '192.168.10.1',
      'ceva.oriunde/pagina',
      'exemplu．ro',
      'sub.domeniu.co',
      'castig.xyz!',
    ]) {
      expect(containsLink(text), text).toBe(true);
    }
  });

  it('lets names and ordinary sentences through', () => {
    for (const text of [
      'Radu Ene',
      'Maria-Ioana Popescu',
      'Ștefan Ionescu Jr.',
      'I. Popescu',
      'I.Popescu',
      'Dr. Ion Pop',
      'Dr.Ion Pop',
      'Ana Maria Stan-Dumitrescu',
      'Salut, Ana! Cred că ți s-ar potrivi. Are 10 ani de experiență.',
      'Lucrează la Spitalul Județean (secția ATI), e foarte bună.',
      'A lucrat 3.5 ani acolo.',
      'Te sun mâine.Mulțumesc',
    ]) {
      expect(containsLink(text), text).toBe(false);
    }
  });
});
