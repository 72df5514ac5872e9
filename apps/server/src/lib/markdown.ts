import MarkdownIt, { type Token } from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown from the operator becomes HTML that a browser can insert as is. Two layers: markdown-it
 * with raw HTML off (tags in the source come out as text, and its link check drops javascript:,
 * vbscript:, file: and data: links), then sanitize-html with an allow-list, so that nothing
 * outside that list survives even if the first layer had a bug.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false });

/** Images may only be our own stored resources (the page's CSP allows no other origin anyway). */
const resourceSrc = /^\/api\/News\/GetNewsResource\?id=\d{1,10}$/;

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'strong',
    'em',
    's',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page has its own h1 (the title); an article's top heading is one level below it.
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^(https?:)?\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs,
      };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !resourceSrc.test(frame.attribs.src ?? ''),
};

export interface RenderOptions {
  /**
   * Maps an image source written in the Markdown to a stored resource path; an image it cannot
   * map (or every image, without this option) is left out and its alt text kept.
   */
  imageUrl?: (src: string) => string | null;
}

export interface RenderedMarkdown {
  html: string;
  /** The words of the document without markup, for search and summaries. */
  text: string;
}

/** The image sources a Markdown document refers to, in order, each once. */
export function imageSources(markdown: string): string[] {
  const found = new Set<string>();
  walkInline(md.parse(markdown, {}), (token) => {
    const src = token.type === 'image' ? token.attrGet('src') : null;
    if (src) found.add(String(src));
  });
  return [...found];
}

export function renderMarkdown(markdown: string, options: RenderOptions = {}): RenderedMarkdown {
  const env = {};
  const tokens = md.parse(markdown, env);
  walkInline(tokens, (token) => {
    if (token.type !== 'image') return;
    const mapped = options.imageUrl?.(String(token.attrGet('src') ?? '')) ?? null;
    if (mapped) token.attrSet('src', mapped);
    else {
      token.type = 'text';
      token.content = altText(token);
      token.children = null;
    }
  });
  const html = sanitize(md.renderer.render(tokens, md.options, env));
  return { html, text: plainText(tokens) };
}

/** The allow-list pass on its own: only the tags and attributes above, only safe URLs. */
export const sanitize = (html: string) => sanitizeHtml(html, sanitizeOptions).trim();

function walkInline(tokens: Token[], visit: (token: Token) => void) {
  for (const token of tokens) for (const child of token.children ?? []) visit(child);
}

const altText = (image: Token) => (image.children ?? []).map((c) => c.content).join('');

const blockEnds = new Set([
  'paragraph_close',
  'heading_close',
  'list_item_close',
  'tr_close',
  'th_close',
  'td_close',
]);

function plainText(tokens: Token[]): string {
  const parts: string[] = [];
  for (const token of tokens) {
    if (token.type === 'inline') {
      for (const child of token.children ?? []) {
        if (child.type === 'text' || child.type === 'code_inline') parts.push(child.content);
        else if (child.type === 'image') parts.push(altText(child));
        else if (child.type === 'softbreak' || child.type === 'hardbreak') parts.push(' ');
      }
    } else if (token.type === 'fence' || token.type === 'code_block') parts.push(token.content, '\n');
    else if (blockEnds.has(token.type)) parts.push('\n');
  }
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** The first `max` characters of a text, cut at a word where there is one, with an ellipsis. */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  if (flat[max - 1] === ' ') return `${cut.trimEnd()}…`;
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
