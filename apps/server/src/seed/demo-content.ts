import { constants, protocolDocumentIds, rotationType } from '@coffer/contract';
import type { Db } from '../db/client';
import { createHelpPublisher } from '../modules/help/help.service';
import { createNewsPublisher } from '../modules/news/news.service';
import { type DemoHelpArticle, demoHelpArticles, demoHelpCategories } from './demo-help';
import { demoLegalDocuments } from './demo-legal';
import { demoNews } from './demo-news';
import { bannerPng } from './png';

const dayMs = 86_400_000;
const otherLanguages = constants.languages.filter((l) => l !== 'en');

/**
 * The public site's content: help categories, the four protocol documents at help ids 1–4, the
 * help articles and the news (with their covers and the landing carousel), each in English,
 * Simplified and Traditional Chinese. Everything goes through the same publishers as the
 * operator console, so the demo's HTML is rendered and sanitised the same way.
 */
export async function seedDemoContent(db: Db, now: Date): Promise<void> {
  const help = createHelpPublisher(db, () => now);
  for (const [index, category] of demoHelpCategories.entries())
    for (const language of constants.languages)
      await help.saveCategory(
        category.code,
        { languageCode: language, name: category.names[language] },
        index + 1,
      );

  const publishHelp = async (article: DemoHelpArticle, sortOrder: number, id?: number) => {
    const created = await help.publish(
      {
        languageCode: 'en',
        title: article.versions.en.title,
        markdown: article.versions.en.body,
        category: article.category,
        sortOrder,
        publishTime: new Date(now.getTime() - 90 * dayMs),
      },
      id,
    );
    for (const language of otherLanguages) {
      const version = article.versions[language];
      await help.saveVersion(created, {
        languageCode: language,
        title: version.title,
        markdown: version.body,
      });
    }
  };
  const legalIds = Object.values(protocolDocumentIds);
  for (const [index, document] of demoLegalDocuments.entries())
    await publishHelp(document, index + 1, legalIds[index]);
  const sortInCategory = new Map<string, number>();
  for (const article of demoHelpArticles) {
    const sort = (sortInCategory.get(article.category) ?? 0) + 1;
    sortInCategory.set(article.category, sort);
    await publishHelp(article, sort);
  }

  const news = createNewsPublisher(db, () => now);
  for (const article of demoNews) {
    const id = await news.publish({
      languageCode: 'en',
      title: article.versions.en.title,
      summary: article.versions.en.summary,
      markdown: article.versions.en.body,
      cover: bannerPng(article.cover.from, article.cover.to, article.cover.rings),
      publishTime: new Date(now.getTime() - article.daysAgo * dayMs),
      rotations: article.rotation ? [{ type: rotationType.members.landing, sort: article.rotation }] : [],
    });
    for (const language of otherLanguages) {
      const version = article.versions[language];
      await news.saveVersion(id, {
        languageCode: language,
        title: version.title,
        summary: version.summary,
        markdown: version.body,
      });
    }
  }
}
