import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './build.mjs';

/**
 * The project describes itself: a fresh clone has everything its files point to. A link of a
 * Markdown document, a project document named in a comment or a script (an upper-case name like
 * the README's, a path through `docs/` or `spec/`, or one that climbs with `../`) is a file of the
 * repository. (Example file names in tests and usage lines, such as `notice.md`, are not documents.)
 */
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f !== '' && /\.(md|ts|tsx|mjs|js|json|css|html|ya?ml|sh)$/.test(f))
  .filter((f) => !f.endsWith('package-lock.json') && existsSync(join(root, f)));
const basenames = new Set(tracked.map((f) => basename(f)));
const documentNamed =
  /(?:\.{1,2}\/[\w@./-]*\.md|(?<![\w.-])[A-Z][A-Z0-9_-]*\.md|\b[\w./-]*\b(?:docs|spec)\/[\w./-]*\.md)\b/g;
const markdownLink = /\]\(([^)#\s]+)(?:#[^)]*)?\)/g;

/** What `file` points at: documents anywhere, and in Markdown every link that is not a URL. */
function pointers(file) {
  const text = readFileSync(join(root, file), 'utf8');
  const named = [...text.matchAll(documentNamed)].map(([name]) => name);
  if (!file.endsWith('.md')) return named;
  // Links written as code (`![alt](chart.png)` in a usage line) are examples, not links.
  const linked = [...text.replace(/`[^`\n]*`/g, '').matchAll(markdownLink)]
    .map((m) => m[1])
    .filter((l) => !/^[a-z]+:|^\//.test(l));
  return [...named, ...linked];
}

/** Whether `name`, as written in `file`, is a document of the repository. */
function inRepository(file, name) {
  if (!name.includes('/')) return basenames.has(name) || existsSync(join(root, dirname(file), name));
  const fromFile = normalize(join(dirname(file), name));
  const fromRoot = normalize(name);
  return [fromFile, fromRoot].some((p) => !p.startsWith('..') && existsSync(join(root, p)));
}

describe('the repository points only at itself', () => {
  it('names no document and links no file it does not hold', () => {
    const outside = tracked.flatMap((file) =>
      pointers(file)
        .filter((name) => !inRepository(file, name))
        .map((name) => `${file}: ${name}`),
    );
    expect(outside).toEqual([]);
  });
});
