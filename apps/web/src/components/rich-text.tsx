import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import classes from './rich-text.module.css';

/**
 * An article body as the server sends it: HTML rendered from Markdown and sanitised with an
 * allow-list when it was published (no script, no inline handlers, no foreign images). Only news
 * and help bodies come through here; nothing a user typed is ever rendered as HTML.
 * Links to our own pages stay inside the app instead of reloading it.
 */
export function RichText({ html, testId }: { html: string; testId?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target === '_blank') return;
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the click only routes the links inside, which keep their own keyboard behaviour
    <div
      className={classes.body}
      onClick={onClick}
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised article HTML (see above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
