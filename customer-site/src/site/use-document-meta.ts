import { useContext, useEffect } from 'react';
import { DocumentHeadContext } from './document-head.ts';

/** Sets the tab title and the meta description while the calling page is shown (on the server: in the HTML). */
export function useDocumentMeta(title: string | undefined, description?: string): void {
  const serverHead = useContext(DocumentHeadContext);
  if (serverHead) {
    // Rendering on the server: effects never run there, so the head is recorded while rendering.
    if (title) serverHead.title = title;
    if (description !== undefined) serverHead.description = description;
  }
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  useEffect(() => {
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}
