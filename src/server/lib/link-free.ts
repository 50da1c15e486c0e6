// Whether a text a user writes for someone else to read (a friend's name, a short note) holds something a mail
// reader would open: an address with a scheme, www., a domain name, an IP address. Such text would turn the
// product's own mails into a carrier for links chosen by anyone with an account.

const DOT = String.raw`(?:[.。．｡]|\[\.\]|\(\.\)|\{\.\}|\s*\[dot\]\s*|\s*\(dot\)\s*)`;
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`;
// Top-level domains a name or a sentence rarely ends a word with after a dot: every two-letter one (the countries')
// and the generic ones links are usually sent from. Any other ending still counts when a path follows (x.anything/).
const GENERIC_TLDS = [
  'com net org info biz xyz top online site shop store club app dev link live click win bid loan vip ',
  'pro icu life world news today page website space tech fun email money cash casino bet games lol mobi ',
  'name buzz rest cfd sbs lat monster quest cyou bond work one blog cloud digital agency media zone ',
  'center network social best cam guru host ink men party review stream trade date download racing ',
  'science health care clinic jobs careers ltd',
]
  .join('')
  .split(' ');

const PATTERNS = [
  // http://…, https://…, ftp://…, and the schemes that open an app.
  /\b[a-z][a-z0-9+.-]{1,15}:\/\//i,
  /\b(?:mailto|tel|sms|whatsapp|viber|tg|skype):/i,
  new RegExp(String.raw`\bwww\d*${DOT}`, 'iu'),
  new RegExp(String.raw`(?<![\p{L}\p{N}])${LABEL}(?:${DOT}${LABEL})*${DOT}(?:[a-z]{2}|${GENERIC_TLDS.join('|')})(?![\p{L}\p{N}-])`, 'iu'),
  new RegExp(String.raw`${LABEL}${DOT}${LABEL}\/`, 'iu'),
  /\b\d{1,3}(?:\.\d{1,3}){3}\b/,
];

/** True when the text holds a link, a web address or a domain name (see above); looked at in its NFKC form. */
export function containsLink(text: string): boolean {
  const normal = text.normalize('NFKC');
  return PATTERNS.some((pattern) => pattern.test(normal));
}
