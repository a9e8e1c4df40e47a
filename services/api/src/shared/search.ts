/** A case-insensitive "contains" pattern for ILIKE, with the user's %, _ and \ taken literally. */
export const containsPattern = (text: string): string => `%${text.trim().replace(/[\\%_]/g, '\\$&')}%`;
