import { createContext } from 'react';

/**
 * What a page says about itself for the document head (its title and description). In the browser the page sets
 * them on the document (useDocumentMeta); on the server, where there is no document yet, it writes them here and
 * the server puts them in the HTML it sends.
 */
export interface DocumentHead {
  title?: string;
  description?: string;
}

export const DocumentHeadContext = createContext<DocumentHead | null>(null);
