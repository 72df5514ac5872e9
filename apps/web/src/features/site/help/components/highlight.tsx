import type { ReactNode } from 'react';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of a search, longest first so that a longer match wins over its own prefix. */
export function searchWords(keyword: string): string[] {
  const words = keyword
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/**
 * Plain text with the searched words marked. The text stays text (React escapes it); only the
 * matches are wrapped in <mark>.
 */
export function highlight(text: string, keyword: string): ReactNode[] {
  const words = searchWords(keyword);
  if (words.length === 0) return [text];
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi');
  const lower = new Set(words.map((word) => word.toLowerCase()));
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part, index) =>
      // Parts have no identity beyond their place in this one string.
      // biome-ignore lint/suspicious/noArrayIndexKey: static split of one text
      lower.has(part.toLowerCase()) ? <mark key={index}>{part}</mark> : <span key={index}>{part}</span>,
    );
}
