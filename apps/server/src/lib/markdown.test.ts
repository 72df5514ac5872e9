import { describe, expect, it } from 'vitest';
import { excerpt, imageSources, renderMarkdown, sanitize } from './markdown';

const stored = (src: string) => (src === 'cover.png' ? '/api/News/GetNewsResource?id=7' : null);

const allowedAttributes = new Set(['href', 'title', 'rel', 'target', 'src', 'alt', 'start', 'style']);

/**
 * What must never appear in rendered HTML, whatever the Markdown was. Text and attribute values
 * come out entity-encoded (no raw `<` in text, no raw `"` in a value), so the tags and their
 * attributes can be read exactly with these two patterns.
 */
function expectInert(html: string) {
  for (const [tag] of html.matchAll(/<[^>]*>/g)) {
    expect(tag).not.toMatch(/^<\/?(script|iframe|object|embed|style|svg|math|form|input|base|meta|link)\b/i);
    const attributes = [...tag.matchAll(/\s([^\s=/>]+)(?:="([^"]*)")?/g)];
    for (const [, name = '', value = ''] of attributes) {
      expect(allowedAttributes.has(name.toLowerCase()), `${name} in ${tag}`).toBe(true);
      if (name === 'href' || name === 'src') {
        const decoded = value.replace(/&amp;/g, '&').replace(/\s/g, '');
        expect(decoded).not.toMatch(/^(javascript|vbscript|data|file):|^\/\//i);
      }
    }
  }
}

describe('renderMarkdown', () => {
  it('renders ordinary Markdown: headings, lists, emphasis, code, tables, links', () => {
    const { html, text } = renderMarkdown(
      [
        '# Title',
        '',
        'Some **bold** and _em_ text with `code`.',
        '',
        '- one',
        '- two',
        '',
        '| a | b |',
        '|--:|---|',
        '| 1 | 2 |',
        '',
        '[help](/help/detail?id=2) and [site](https://example.com/x) and <support@coffer.example>',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<th style="text-align:right">a</th>');
    expect(html).toContain('<a href="/help/detail?id=2">help</a>');
    expect(html).toContain(
      '<a href="https://example.com/x" rel="noopener noreferrer nofollow" target="_blank">site</a>',
    );
    expect(html).toContain('<a href="mailto:support@coffer.example">');
    expect(text).toBe(
      'Title\nSome bold and em text with code.\none\ntwo\na\nb\n1\n2\nhelp and site and support@coffer.example',
    );
  });

  it.each([
    ['a script tag', '<script>alert(1)</script>'],
    ['a script split across lines', '<scr\nipt>alert(1)</script>'],
    ['an image with an event handler', '<img src=x onerror=alert(1)>'],
    ['an svg onload', '<svg onload=alert(1)></svg>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['a javascript link', '[click](javascript:alert(1))'],
    ['a mixed-case javascript link', '[click](JaVaScRiPt:alert(1))'],
    ['an entity-encoded javascript link', '[click](&#106;avascript:alert(1))'],
    ['a javascript link with a tab', '[click](java\tscript:alert(1))'],
    ['a vbscript link', '[click](vbscript:msgbox(1))'],
    ['a data: html link', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a javascript autolink', '<javascript:alert(1)>'],
    ['a javascript image', '![x](javascript:alert(1))'],
    ['a data: svg image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
    ['a protocol-relative link', '[x](//evil.example/a)'],
    ['a reference-style javascript link', '[x][1]\n\n[1]: javascript:alert(1)'],
    ['an attribute break-out in a title', '[x](/a "\\" onmouseover=\\"alert(1)")'],
    ['a style tag', '<style>body{display:none}</style>'],
    ['an html comment hiding script', '<!-- --><script>alert(1)</script>'],
    ['a form', '<form action="https://evil.example"><input name=p></form>'],
  ])('neutralises %s', (_name, source) => {
    const { html } = renderMarkdown(source, { imageUrl: () => null });
    expectInert(html);
  });

  it('shows raw HTML in the source as text rather than dropping the words', () => {
    const { html } = renderMarkdown('Hello <b onclick="x()">there</b>');
    expect(html).toBe('<p>Hello &lt;b onclick="x()"&gt;there&lt;/b&gt;</p>');
  });

  it('keeps only images stored as our resources, and the alt text of the others', () => {
    const { html } = renderMarkdown(
      '![The cover](cover.png)\n\n![Remote](https://tracker.example/p.gif)\n\n![Local](other.png)',
      { imageUrl: stored },
    );
    expect(html).toContain('<img src="/api/News/GetNewsResource?id=7" alt="The cover" />');
    expect(html).not.toContain('tracker.example');
    expect(html).toContain('<p>Remote</p>');
    expect(html).toContain('<p>Local</p>');
  });

  it('drops an image whose mapped source is not a resource path', () => {
    const { html } = renderMarkdown('![x](a.png)', { imageUrl: () => 'https://evil.example/a.png' });
    expect(html).not.toContain('<img');
  });
});

describe('sanitize (the second layer, on HTML that did not come from markdown-it)', () => {
  it.each([
    '<script>alert(1)</script><p>ok</p>',
    '<p onclick="alert(1)">ok</p>',
    '<a href="javascript:alert(1)">ok</a>',
    '<a href="  JAVASCRIPT:alert(1)">ok</a>',
    '<a href="//evil.example">ok</a>',
    '<img src="x" onerror="alert(1)">',
    '<img src="https://evil.example/a.png">',
    '<img src="/api/News/GetNewsResource?id=1&x=<script>">',
    '<svg><script>alert(1)</script></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<p style="background:url(javascript:alert(1))">ok</p>',
    '<td style="text-align:left;behavior:url(x.htc)">ok</td>',
    '<form><button formaction="javascript:alert(1)">ok</button></form>',
  ])('cleans %s', (dirty) => {
    expectInert(sanitize(dirty));
  });

  it('keeps an image stored as our resource', () => {
    expect(sanitize('<img src="/api/News/GetNewsResource?id=12" alt="a">')).toBe(
      '<img src="/api/News/GetNewsResource?id=12" alt="a" />',
    );
  });
});

describe('imageSources', () => {
  it('lists each image source once, in order', () => {
    expect(imageSources('![a](one.png) ![b](two.jpg)\n\n![c](one.png)')).toEqual(['one.png', 'two.jpg']);
  });
});

describe('excerpt', () => {
  it('keeps short text and cuts long text at a word', () => {
    expect(excerpt('  short\ntext ', 20)).toBe('short text');
    expect(excerpt('the quick brown fox jumps over the lazy dog', 20)).toBe('the quick brown fox…');
    expect(excerpt('一二三四五六七八九十一二三四五', 10)).toBe('一二三四五六七八九…');
  });
});
