/** `%text%` for ILIKE, with the text's own wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
