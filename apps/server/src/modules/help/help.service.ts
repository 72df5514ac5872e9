import type { Db } from '../../db/client';
import type { Language } from '../../lib/language';
import { renderMarkdown } from '../../lib/markdown';
import { createHelpRepo } from './help.repo';

export interface HelpDraft {
  languageCode: Language;
  title: string;
  markdown: string;
  /** A category code (e.g. `account-security`): required for a new article, moves an existing one. */
  category?: string;
  sortOrder?: number;
  publishTime?: Date;
}

/**
 * Publishing help articles: Markdown rendered to safe HTML (help articles carry no images; their
 * alt text stays) and its plain text kept for search, in one transaction.
 */
export function createHelpPublisher(db: Db, now: () => Date = () => new Date()) {
  async function write(target: { id?: number; create: boolean }, draft: HelpDraft): Promise<number> {
    const markdown = draft.markdown.trim();
    if (!markdown) throw new Error('The article text is empty.');
    const { html, text } = renderMarkdown(markdown);
    return db.transaction(async (tx) => {
      const repo = createHelpRepo(tx as unknown as Db);
      const at = now();
      const categoryId = draft.category ? await repo.categoryIdOf(draft.category) : undefined;
      if (draft.category && !categoryId) throw new Error(`No help category "${draft.category}".`);
      let id = target.id;
      if (target.create) {
        if (!categoryId) throw new Error('A new help article needs a category.');
        if (id !== undefined && (await repo.articleExists(id))) throw new Error(`Help article ${id} exists.`);
        id = await repo.createArticle({
          id,
          categoryId,
          sortOrder: draft.sortOrder,
          publishTime: draft.publishTime,
          now: at,
        });
      } else {
        if (id === undefined || !(await repo.articleExists(id))) throw new Error(`No help article ${id}.`);
        await repo.updateArticle(id, { categoryId, sortOrder: draft.sortOrder, now: at });
      }
      const version = {
        languageCode: draft.languageCode,
        title: draft.title.trim(),
        bodyMarkdown: markdown,
        bodyHtml: html,
        bodyText: text,
      };
      await repo.saveVersion(id, version, at);
      return id;
    });
  }

  return {
    /** A new article (at `id` when given: the protocol documents keep ids 1–4). */
    publish: (draft: HelpDraft, id?: number) => write({ id, create: true }, draft),
    /** Adds or replaces a language version of an existing article. */
    saveVersion: (id: number, draft: HelpDraft) => write({ id, create: false }, draft),
    saveCategory: (code: string, name: { languageCode: Language; name: string }, sortOrder?: number) =>
      createHelpRepo(db).saveCategory(code, sortOrder, name),
  };
}
export type HelpPublisher = ReturnType<typeof createHelpPublisher>;
