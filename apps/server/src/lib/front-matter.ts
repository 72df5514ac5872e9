import { parse } from 'yaml';

export interface FrontMatter {
  data: Record<string, unknown>;
  body: string;
}

const fence = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * A Markdown file may open with YAML between two `---` lines (title, summary, cover…); the rest
 * is the body. A file without it is all body.
 */
export function splitFrontMatter(text: string): FrontMatter {
  const source = text.replace(/^\uFEFF/, '');
  const match = fence.exec(source);
  if (!match) return { data: {}, body: source };
  const data: unknown = parse(match[1] ?? '') ?? {};
  if (typeof data !== 'object' || Array.isArray(data))
    throw new Error('The front matter must be a list of "key: value" lines.');
  return { data: data as Record<string, unknown>, body: source.slice(match[0].length) };
}
