import { useEffect } from 'react';

const siteName = 'Coffer';

function descriptionTag(): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

const fullTitle = (title: string) => (title ? `${title} · ${siteName}` : siteName);

/**
 * What the last page rendered without a document asked for: the prerender (issue 14) writes it
 * into the page's <head>, as effects never run there.
 */
export const prerenderedMeta: { title?: string; description?: string } = {};

/**
 * The page's title and description in the reader's language (search engines and the browser tab).
 * The previous ones come back when the page goes, so a page without its own does not keep ours.
 */
export function usePageMeta(title: string, description?: string): void {
  if (typeof document === 'undefined') {
    prerenderedMeta.title = fullTitle(title);
    prerenderedMeta.description = description;
  }
  useEffect(() => {
    const tag = descriptionTag();
    const previous = { title: document.title, description: tag.content };
    document.title = fullTitle(title);
    if (description) tag.content = description;
    return () => {
      document.title = previous.title;
      tag.content = previous.description;
    };
  }, [title, description]);
}
