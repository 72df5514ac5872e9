import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, protocolDocumentIds } from '@coffer/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { splitFrontMatter } from '../lib/front-matter';
import { contentDir } from './content-folder';
import { loadDemoContent } from './demo-content';

const now = new Date('2026-06-01T00:00:00Z');

const markdownFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => join(e.parentPath, e.name));

/** What every file of a kind must give in its front matter: the English one, and the others. */
const required = {
  category: { en: ['name', 'sort'], other: ['name'] },
  help: { en: ['title', 'sort'], other: ['title'] },
  news: { en: ['title', 'summary', 'daysAgo', 'banner'], other: ['title', 'summary'] },
  notices: { en: ['title', 'daysAgo'], other: ['title'] },
};
const kindOf = (path: string) => {
  if (path.includes(`${join('content', 'news')}/`)) return 'news';
  if (path.includes(`${join('content', 'notices')}/`)) return 'notices';
  return path.includes('/_category.') ? 'category' : 'help';
};

describe('the content folder', () => {
  it('holds every file with the front matter its kind needs', () => {
    const files = markdownFiles(contentDir);
    expect(files.length).toBeGreaterThan(100);
    for (const path of files) {
      const { data, body } = splitFrontMatter(readFileSync(path, 'utf8'));
      const fields = required[kindOf(path)];
      const wanted = path.endsWith('.en.md') ? fields.en : fields.other;
      for (const key of wanted) expect(data[key], `${path}: ${key}`).toBeDefined();
      if (kindOf(path) !== 'category') expect(body.trim().length, path).toBeGreaterThan(0);
    }
  });

  it('has each piece in all three languages, and loads all of it', () => {
    const files = markdownFiles(contentDir);
    const pieces = new Set(files.map((f) => f.replace(/\.[^./]+\.md$/, '')));
    expect(files).toHaveLength(pieces.size * constants.languages.length);
    for (const piece of pieces)
      for (const language of constants.languages)
        expect(files, `${piece} in ${language}`).toContain(`${piece}.${language}.md`);

    const content = loadDemoContent(now);
    const categoryFiles = files.filter((f) => f.includes('/_category.')).length;
    const loaded =
      content.categories.length + content.helpArticles.length + content.news.length + content.notices.length;
    expect(loaded * constants.languages.length).toBe(files.length);
    expect(categoryFiles).toBe(content.categories.length * constants.languages.length);
  });

  it('keeps the protocol documents at their fixed ids, first, and one place per article', () => {
    const { helpArticles, categories } = loadDemoContent(now);
    expect(helpArticles.slice(0, 4).map((a) => a.id)).toEqual(Object.values(protocolDocumentIds));
    expect(helpArticles.filter((a) => a.id !== undefined)).toHaveLength(4);
    expect(categories.map((c) => c.sort)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const { code } of categories) {
      const sorts = helpArticles.filter((a) => a.category === code).map((a) => a.versions.en.sortOrder);
      expect(sorts, code).toEqual(sorts.map((_, i) => i + 1));
    }
  });

  it('counts dates back from the seed time', () => {
    const { news, notices, helpArticles } = loadDemoContent(now);
    expect(helpArticles[0]?.versions.en.publishTime).toEqual(new Date('2026-03-03T00:00:00Z'));
    expect(news.map((n) => n.versions.en.publishTime?.toISOString().slice(0, 10))).toEqual([
      '2026-04-02',
      '2026-04-22',
      '2026-05-04',
      '2026-05-17',
      '2026-05-24',
      '2026-05-30',
    ]);
    expect(notices.map((n) => n.publishTime.toISOString().slice(0, 10))).toEqual([
      '2026-04-22',
      '2026-05-07',
      '2026-05-18',
      '2026-05-26',
      '2026-05-31',
    ]);
  });
});

describe('a broken content folder', () => {
  let copy = '';
  const broken = () => {
    copy = mkdtempSync(join(tmpdir(), 'coffer-content-'));
    cpSync(contentDir, copy, { recursive: true });
    return copy;
  };
  afterEach(() => rmSync(copy, { recursive: true, force: true }));

  it('names a piece that lacks a language', () => {
    rmSync(join(broken(), 'help/fees-limits/fees-at-a-glance.zh-TW.md'));
    expect(() => loadDemoContent(now, copy)).toThrow(
      /help\/fees-limits\/fees-at-a-glance: no zh-TW version \(every piece of content is written in en, zh-CN, zh-TW\)/,
    );
  });

  it('names the file and the field that is missing or wrong', () => {
    const notice = join(broken(), 'notices/impersonation-scams.en.md');
    writeFileSync(notice, readFileSync(notice, 'utf8').replace(/^daysAgo: .*$/m, ''));
    expect(() => loadDemoContent(now, copy)).toThrow(/notices\/impersonation-scams\.en\.md: --daysAgo:/);

    const news = join(copy, 'news/flexible-earn.zh-CN.md');
    writeFileSync(news, readFileSync(news, 'utf8').replace(/^title: .*$/m, 'title: ""'));
    writeFileSync(notice, readFileSync(join(contentDir, 'notices/impersonation-scams.en.md')));
    expect(() => loadDemoContent(now, copy)).toThrow(/news\/flexible-earn\.zh-CN\.md: --title:/);
  });

  it('refuses a file named in no known language', () => {
    writeFileSync(join(broken(), 'news/flexible-earn.fr.md'), '---\ntitle: x\n---\nx');
    expect(() => loadDemoContent(now, copy)).toThrow(
      /flexible-earn\.fr\.md: name it <slug>\.<en\|zh-CN\|zh-TW>\.md/,
    );
  });
});
