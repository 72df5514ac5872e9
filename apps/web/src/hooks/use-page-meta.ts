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

/**
 * The page's title and description in the reader's language (search engines and the browser tab).
 * The previous ones come back when the page goes, so a page without its own does not keep ours.
 */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    const tag = descriptionTag();
    const previous = { title: document.title, description: tag.content };
    document.title = title ? `${title} · ${siteName}` : siteName;
    if (description) tag.content = description;
    return () => {
      document.title = previous.title;
      tag.content = previous.description;
    };
  }, [title, description]);
}
