import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The product speaks to people in Romanian in one register, the formal "dumneavoastră" (docs/web.md,
// "Register and vocabulary"). This test reads every Romanian translation and fails on a sign of the informal
// second person singular. The markers are chosen so that a formal or a third-person text never matches:
// - pronouns and possessives of "tu": te, ți/îți, tu, tine, tău/ta/tăi/tale, and the clitics "-te"/"-ți" of an
//   imperative ("Autentifică-te", "Completează-ți"). None of these is another Romanian word.
// - second-person singular verbs that are no other person: poți, vrei, ești, știi, and the forms this product
//   had ("cauți", "lucrezi", "accepți"...); "ai" only before a participle or one of the words that made a question
//   ("ai fost", "ai deja"), or at a sentence's start ("Ai uitat parola?"), since "ai" is also the genitive article.
//   ("continui" is left out: it is also the first person, "vreau să continui").
// - the friendly greeting "Bună, Ana!" (the product greets with "Bună ziua").
// - "să" + a verb in -ezi/-ăi ("să selectezi"): the subjunctive of the second person singular only.
// - a command at the start of a text or of a sentence in the informal imperative ("Alege", "Salvează"). Romanian
//   spells most of these like the third person ("alege" = she chooses), so a text whose English source describes
//   what a party does ("Accepts the candidate", a statechart label) may start with them.

const ROOT = join(import.meta.dirname, '..', '..');
const LETTER = 'a-zA-ZăâîșțĂÂÎȘȚ';
const word = (alternatives: string) => new RegExp(`(?<![${LETTER}-])(?:${alternatives})(?![${LETTER}])`, 'i');

const INFORMAL: RegExp[] = [
  word('te|ți|îți|tu|tine|tău|ta|tăi|tale'),
  new RegExp(`-(?:te|ți)(?![${LETTER}])`, 'i'),
  word(
    'poți|vrei|ești|știi|crezi|cauți|lucrezi|studiezi|folosești|primești|stăpânești|accepți|refuzi|alegi|propui|începi|răspunzi|anulezi|selectezi|corectezi|încerci|resetezi|trimiți',
  ),
  word(`ai\\s+(?:fost|deja|încă|nevoie|cont|[${LETTER}]+(?:at|it|ut|ât|s))`),
  /(?:^|[.!?]\s+)Ai(?![a-zăâîșț])/,
  // "Bună," / "Bună!" greets a friend; the product says "Bună ziua".
  /^Bună[,!]/,
  new RegExp(`(?<![${LETTER}])să\\s+[${LETTER}]+(?:ezi|ăi)(?![${LETTER}])`, 'i'),
];

const IMPERATIVES = [
  'Acceptă',
  'Adaugă',
  'Alege',
  'Anulează',
  'Aplică',
  'Arată',
  'Arhivează',
  'Caută',
  'Cere',
  'Completează',
  'Confirmă',
  'Continuă',
  'Creează',
  'Descarcă',
  'Deschide',
  'Dezarhivează',
  'Dă',
  'Editează',
  'Elimină',
  'Filtrează',
  'Finalizează',
  'Folosește',
  'Introdu',
  'Invalidează',
  'Invită',
  'Lasă',
  'Marchează',
  'Mergi',
  'Micșorează',
  'Modifică',
  'Mută',
  'Mărește',
  'Programează',
  'Propune',
  'Publică',
  'Recomandă',
  'Redeschide',
  'Refuză',
  'Renunță',
  'Reprogramează',
  'Resetează',
  'Respinge',
  'Retrage',
  'Răspunde',
  'Salvează',
  'Scrie',
  'Selectează',
  'Solicită',
  'Spune',
  'Trimite',
  'Validează',
  'Verifică',
  'Vezi',
  'Încarcă',
  'Încearcă',
  'Închide',
  'Înlocuiește',
  'Înregistrează',
  'Șterge',
  'Ține',
];
const COMMAND = new RegExp(`(?:^|[.!?]\\s+|<\\d+>)(?:${IMPERATIVES.join('|')})(?![${LETTER}])`);
const THIRD_PERSON_SOURCE = /^[A-Z][a-z]+s\b/;

type Entry = { id: string; text: string };

function catalog(path: string): Entry[] {
  const po = readFileSync(join(ROOT, path), 'utf8');
  return [...po.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)]
    .map(([, id, text]) => ({ id: JSON.parse(id!) as string, text: JSON.parse(text!) as string }))
    .filter((e) => e.id !== '');
}

/** The informal markers a Romanian text shows, given the English text it translates. */
function informalMarkers(romanian: string, english: string): string[] {
  const found = INFORMAL.flatMap((re) => re.exec(romanian)?.[0] ?? []);
  const command = COMMAND.exec(romanian)?.[0];
  if (command && !THIRD_PERSON_SOURCE.test(english)) found.push(command.trim());
  return found;
}

describe('one register in Romanian: the formal "dumneavoastră"', () => {
  it('tells informal texts from formal and third-person ones', () => {
    expect(informalMarkers('Te rugăm să alegi o opțiune', 'Please choose')).not.toEqual([]);
    expect(informalMarkers('Autentifică-te', 'Sign in')).not.toEqual([]);
    expect(informalMarkers('Felicitări, ai fost angajat!', 'x')).not.toEqual([]);
    expect(informalMarkers('Ai uitat parola?', 'Forgot password?')).not.toEqual([]);
    expect(informalMarkers('Salvează', 'Save')).not.toEqual([]);
    expect(informalMarkers('Vă rugăm să corectezi câmpurile', 'x')).not.toEqual([]);
    expect(informalMarkers('Contul tău este gata', 'x')).not.toEqual([]);
    expect(informalMarkers('Bună, {name}!', 'Hello, {name}!')).not.toEqual([]);
    expect(informalMarkers('Bună ziua, {name}!', 'Hello, {name}!')).toEqual([]);
    expect(informalMarkers('Vă rugăm să alegeți o opțiune', 'Please choose')).toEqual([]);
    expect(informalMarkers('Autentificați-vă', 'Sign in')).toEqual([]);
    expect(informalMarkers('Acceptă candidatul', 'Accepts the candidate')).toEqual([]);
    expect(informalMarkers('Da, vreau să continui', 'Yes, I want to continue')).toEqual([]);
    expect(informalMarkers('Candidați ai altor companii', 'x')).toEqual([]);
    expect(informalMarkers('Orașul București', 'x')).toEqual([]);
  });

  it('the web catalog has no informal text', () => {
    const informal = catalog('src/web/locales/ro-RO/messages.po').flatMap((e) => {
      const markers = informalMarkers(e.text, e.id);
      return markers.length ? [`${e.text}  [${markers.join(', ')}]`] : [];
    });
    expect(informal).toEqual([]);
  });

  it('the server catalog (errors, notices, mails) has no informal text', () => {
    const english = new Map(catalog('src/server/locales/en/messages.po').map((e) => [e.id, e.text]));
    const informal = catalog('src/server/locales/ro-RO/messages.po').flatMap((e) => {
      const markers = informalMarkers(e.text, english.get(e.id) ?? '');
      return markers.length ? [`${e.id}: ${e.text}  [${markers.join(', ')}]`] : [];
    });
    expect(informal).toEqual([]);
  });
});
