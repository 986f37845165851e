/** An ILIKE pattern for "contains `text`": its `%`, `_` and `\` are letters, not wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
