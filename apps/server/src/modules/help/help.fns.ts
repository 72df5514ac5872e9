import { excerpt } from '../../lib/markdown';

export const keywordTermsMax = 8;
export const helpSummaryMax = 160;

/** The words of a search, each once (case ignored), at most eight: every one must occur. */
export function keywordTerms(keyword: string | undefined): string[] {
  const seen = new Map<string, string>();
  for (const word of (keyword ?? '').split(/\s+/)) {
    if (word && !seen.has(word.toLowerCase())) seen.set(word.toLowerCase(), word);
  }
  return [...seen.values()].slice(0, keywordTermsMax);
}

/** LIKE treats %, _ and \ specially; a reader's keyword means them literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A summary for a result: the passage around the first place a search word occurs in the body,
 * or the start of the body when none does (the word was in the title, or there was no search).
 */
export function snippet(text: string, terms: string[], max = helpSummaryMax): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const lower = flat.toLowerCase();
  const at = terms
    .map((t) => lower.indexOf(t.toLowerCase()))
    .filter((i) => i >= 0)
    .sort((a, b) => a - b)[0];
  if (at === undefined || at + 20 < max) return excerpt(flat, max);
  const start = Math.max(0, at - Math.floor(max / 3));
  return `…${excerpt(flat.slice(start), max - 1)}`;
}
