/**
 * The HTML part of every queued mail (decision 031), rendered from its text part so the two never
 * say different things: the text escaped, paragraphs at blank lines, line breaks kept, and each
 * http(s) address a link. No images, styles kept inline and minimal: mail clients strip the rest.
 */
export function textToHtml(text: string, language?: { lang: string; dir: 'ltr' | 'rtl' }): string {
  const paragraphs = text
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.split('\n').map(linkify).join('<br>\n')}</p>`);
  return [
    '<!doctype html>',
    // A mail in another language says which (docs/product.md#languages): Arabic reads right to left in the client too.
    `<html${language ? ` lang="${language.lang}" dir="${language.dir}"` : ''}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; max-width: 36em">',
    ...paragraphs,
    '</body></html>',
  ].join('\n');
}

const ADDRESS = /https?:\/\/[^\s<>"]+/g;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The markup characters and double quotes, for the names and texts put into the mails written as
 * HTML paragraphs (link-mail.ts and the parent mails): an apostrophe stays as typed, as those mails
 * always had it.
 */
export function escapeMarkup(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** One line: the text between addresses escaped, each address a link to itself. */
function linkify(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(ADDRESS)) {
    // A sentence's full stop or closing bracket right after an address is not part of it.
    const address = match[0].replace(/[.,;:!?)\]]+$/, '');
    const at = match.index;
    html += escapeHtml(line.slice(last, at));
    html += `<a href="${escapeHtml(address)}">${escapeHtml(address)}</a>`;
    last = at + address.length;
  }
  return html + escapeHtml(line.slice(last));
}
