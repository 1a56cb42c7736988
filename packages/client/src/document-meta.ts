import { useEffect } from 'react';

function setMetaDescription(description: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/**
 * Sets the tab title and the meta description while the calling page is shown. The apps are plain
 * SPAs without server rendering, so this is what a browser tab, a bookmark and a shared link preview
 * (for crawlers that run scripts) see.
 */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title;
    setMetaDescription(description);
  }, [title, description]);
}
