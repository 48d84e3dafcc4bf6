import {
  type CountryCode,
  findPhoneNumbersInText,
  isSupportedCountry,
  type PhoneNumber,
  parseIncompletePhoneNumber,
} from 'libphonenumber-js/max';
import { LinkifyIt } from 'linkify-it';

/**
 * What counts as direct contact details in a text that reaches a minor (decision 042): a phone
 * number, a messaging app or an e-mail address. Contact with a minor happens through the network's
 * messaging, where it is on record; football text (seasons, dates, times, scores, prices, heights,
 * birth years, age lists) must pass.
 *
 * Numbers are read by libphonenumber-js: international formats (+44…, 0044…) anywhere, national
 * formats for the countries given (the writer's and the readers'), so that "2025-2026" is a season
 * and not a number in a country nobody involved lives in. Links and e-mail addresses are read by
 * linkify-it. Both libraries are large: the server enforces the rule, and a page that wants live
 * hints loads this module lazily (decision 042).
 */
export type TContactDetail = 'phone' | 'messaging-app' | 'email';

export type TContactRuleOptions = {
  /**
   * ISO 3166-1 alpha-2 codes of the writer's and the readers' countries, whose national formats
   * count as numbers too; unknown codes, null and undefined are ignored.
   */
  countries?: readonly (string | null | undefined)[];
};

const MESSAGING_APP =
  /\b(?:whats\s*app|wa\.me|chat\.whatsapp\.com|telegram|t\.me|signal\.me|snapchat|snap\s*chat|kik|wechat|viber|discord(?:\.gg|app)?|instagram\.com|ig\s*dm)\b/i;

/** Hosts of links that open a private chat (wa.me/<number>, t.me/<name>…). */
const MESSAGING_HOSTS = new Set([
  'wa.me',
  'api.whatsapp.com',
  'chat.whatsapp.com',
  'whatsapp.com',
  't.me',
  'telegram.me',
  'telegram.dog',
  'signal.me',
  'signal.group',
  'm.me',
  'ig.me',
  'snapchat.com',
  'discord.gg',
  'discord.com',
  'kik.me',
  'viber.me',
]);

// "0044 7700 900123": the international call prefix most countries dial, written instead of "+".
const DIALLED_PREFIX = /(^|[^\p{N}+])00[\s.-]?(?=[1-9])/gu;
// Two or more years in a row ("2025-2026", "2025/26", "born 2010 2011"): never read as a national
// number (an eight-digit one in Denmark or Norway), since seasons and birth years are what posts say.
const YEAR_RUN =
  /(?<![\p{N}+])(?:19[5-9]\d|20[0-4]\d)(?:\s*(?:[-/–—,&]|and|or|y|o|e|ou|et)?\s*(?:19[5-9]\d|20[0-4]\d|\d{2})(?!\p{N}))+/giu;

// "coach (at) academy [dot] com", "coach @ academy . com".
const AT_SIGN = /\s*(?:[([{<]\s*(?:at|arroba|arobase)\s*[)\]}>]|@)\s*/giu;
const DOT = /\s*[([{<]\s*(?:dot|punto|ponto|point)\s*[)\]}>]\s*|\s+\.\s+(?=\p{L})/giu;
// "coach at academy dot com": the words, with a domain ending after "dot".
const SPELLED_EMAIL =
  /[\p{L}\p{N}._%+-]+\s+(?:at|arroba|arobase)\s+[\p{L}\p{N}.-]+\s+(?:dot|punto|ponto|point)\s+\p{L}{2,}\b/iu;

/** Digits written as words, in English, Spanish, Portuguese and French. */
const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  cero: '0',
  uno: '1',
  una: '1',
  dos: '2',
  tres: '3',
  cuatro: '4',
  cinco: '5',
  seis: '6',
  siete: '7',
  ocho: '8',
  nueve: '9',
  um: '1',
  uma: '1',
  dois: '2',
  duas: '2',
  três: '3',
  quatro: '4',
  sete: '7',
  oito: '8',
  nove: '9',
  zéro: '0',
  un: '1',
  une: '1',
  deux: '2',
  trois: '3',
  quatre: '4',
  cinq: '5',
  sept: '7',
  huit: '8',
  neuf: '9',
};
const REPEAT_WORDS: Record<string, number> = { double: 2, triple: 3 };
// A number read out needs seven digits (the shortest national numbers), three of them as words, so
// that "14 15 16 17, one session" stays an age list.
const SPELLED_MIN_DIGITS = 7;
const SPELLED_MIN_WORDS = 3;
// Words and digit groups, with what separates them: a run of digits breaks at any other word.
const TOKEN = /[\p{L}\p{N}]+/gu;

let linkify: LinkifyIt | undefined;
/** The links and e-mail addresses linkify-it finds (built on first use, like the schemas, decision 038). */
function linksIn(text: string) {
  // Links without a scheme (wa.me/…, t.me/…) are what a chat invitation looks like.
  linkify ??= new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true });
  return linkify.match(text) ?? [];
}

function hostOf(url: string): { host: string; path: string } | null {
  try {
    const parsed = new URL(url);
    return { host: parsed.hostname.toLowerCase().replace(/^www\./, ''), path: parsed.pathname };
  } catch {
    return null;
  }
}

/** Digits a text reads out as words, in runs: "seven seven zero zero nine…" → "77009…". */
function hasSpelledNumber(text: string): boolean {
  let digits = 0;
  let words = 0;
  let repeat = 1;
  for (const [token] of text.toLowerCase().matchAll(TOKEN)) {
    const word = DIGIT_WORDS[token];
    if (/^\p{N}+$/u.test(token)) {
      digits += token.length;
      repeat = 1;
    } else if (word !== undefined) {
      digits += repeat;
      words += repeat;
      repeat = 1;
    } else if (REPEAT_WORDS[token] !== undefined) {
      repeat = REPEAT_WORDS[token];
    } else {
      digits = 0;
      words = 0;
      repeat = 1;
    }
    if (digits >= SPELLED_MIN_DIGITS && words >= SPELLED_MIN_WORDS) return true;
  }
  return false;
}

function countryCodes(countries: TContactRuleOptions['countries']): CountryCode[] {
  const codes = new Set<CountryCode>();
  for (const country of countries ?? []) {
    const code = country?.toUpperCase();
    if (code && isSupportedCountry(code)) codes.add(code);
  }
  return [...codes];
}

function hasPhoneNumber(text: string, countries: CountryCode[]): boolean {
  const dialled = text.replace(DIALLED_PREFIX, '$1+');
  // A number written with its country code is a number whatever the country: `extended` (the
  // library's POSSIBLE leniency) checks only its length.
  if (findPhoneNumbersInText(dialled, { extended: true }).length > 0) return true;
  const withoutYears = dialled.replace(YEAR_RUN, ' ');
  return countries.some((country) =>
    findPhoneNumbersInText(withoutYears, { defaultCountry: country }).some(({ number, startsAt, endsAt }) =>
      writtenAsDialled(number, withoutYears.slice(startsAt, endsAt)),
    ),
  );
}

/**
 * Whether a national number is written the way it is dialled: with its trunk prefix where the
 * country writes one ("01 206 2026" in Ireland, "07911 123456" in Britain, but "(11) 91234-5678"
 * in Brazil). A date or an age list that happens to have a national number's length lacks it.
 */
function writtenAsDialled(number: PhoneNumber, raw: string): boolean {
  const written = parseIncompletePhoneNumber(raw);
  if (written.startsWith('+')) return true;
  const national = parseIncompletePhoneNumber(number.formatNational());
  const prefix = national.slice(0, national.length - number.nationalNumber.length);
  return written.startsWith(prefix);
}

/**
 * Which kinds of direct contact details a text contains (texts that reach minors refuse them).
 * `countries`: the writer's and the readers' countries, whose national number formats count.
 */
export function findContactDetails(text: string, { countries }: TContactRuleOptions = {}): TContactDetail[] {
  const codes = countryCodes(countries);
  const normalised = text.normalize('NFKC');
  const emailShaped = normalised.replace(AT_SIGN, '@').replace(DOT, '.');
  const found = linksIn(emailShaped);
  const chatLinks = found.flatMap((link) => {
    const url = hostOf(link.url);
    return url && MESSAGING_HOSTS.has(url.host) ? [url] : [];
  });
  // wa.me/447700900123 is a number without its "+".
  const chatNumbers = chatLinks.map(({ path }) => /^\/(\d{7,15})\b/.exec(path)?.[1]).filter(Boolean);
  const kinds: TContactDetail[] = [];
  if (chatNumbers.length > 0 || hasSpelledNumber(normalised) || hasPhoneNumber(normalised, codes)) kinds.push('phone');
  if (chatLinks.length > 0 || MESSAGING_APP.test(normalised)) kinds.push('messaging-app');
  if (found.some((link) => link.schema === 'mailto:') || SPELLED_EMAIL.test(normalised)) kinds.push('email');
  return kinds;
}
