/**
 * The number of pages of a PDF that Chromium printed, read from the `/Count` of its page tree's root
 * (the catalog's `/Pages`). Counting `/Type /Page` in the bytes is not reliable: a PDF may keep its
 * page objects in compressed object streams. Throws, so a check on it fails, when the catalog or the
 * root is not found in plain objects.
 */
export function pdfPageCount(pdf: Buffer): number {
  const text = pdf.toString('latin1');
  // Each plain dictionary object by its number; a stream object never ends in `>> endobj`.
  const objects = new Map<string, string>();
  for (const match of text.matchAll(/(\d+)\s+0\s+obj\s*<<((?:(?!endobj)[\s\S])*)>>\s*endobj/g)) {
    objects.set(match[1] as string, match[2] as string);
  }
  const catalog = [...objects.values()].find((body) => /\/Type\s*\/Catalog\b/.test(body));
  const rootId = catalog && /\/Pages\s+(\d+)\s+0\s+R/.exec(catalog)?.[1];
  const root = rootId ? objects.get(rootId) : undefined;
  const count = root && /\/Type\s*\/Pages\b/.test(root) ? /\/Count\s+(\d+)/.exec(root)?.[1] : undefined;
  if (!count) throw new Error('No page tree root with a /Count in this PDF: count its pages another way');
  return Number(count);
}
