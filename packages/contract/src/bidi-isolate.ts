// Pure and tiny on purpose: the first screen formats the welcome line with it, and the login
// page's bundle has no room for more (decision 069).

/** Unicode's First Strong Isolate and Pop Directional Isolate (UAX #9), what ICU's formatters put around an argument. */
export const FSI = '\u2068';
export const PDI = '\u2069';

/**
 * Text a member typed (a name, a club's name, a post's title), ready to go into a translated
 * sentence: isolated, so its own direction decides its letters and punctuation, and the sentence's
 * order around it stays the language's (decision 069). A Latin "Ana!" inside an Arabic sentence keeps
 * its "!" after "Ana" and does not pull the sentence's words across it. Works wherever a string goes
 * (an aria-label, a document title, a push, a mail), unlike an element.
 */
export function isolate(text: string): string {
  return text.startsWith(FSI) && text.endsWith(PDI) ? text : `${FSI}${text}${PDI}`;
}

/** `text` without the isolates `isolate` put in (a test comparing words, a value sent back as typed). */
export function withoutIsolates(text: string): string {
  return text.replace(/[\u2068\u2069]/g, '');
}

/**
 * A record of what members typed, passed whole to a sentence (a coach's name, role and club as the
 * API answers them): each text isolated, numbers and the rest as they are.
 */
export function isolateTexts(values: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? isolate(value) : value]),
  );
}
