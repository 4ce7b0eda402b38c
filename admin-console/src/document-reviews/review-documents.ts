import { apiFetch } from '../api/session.ts';

/**
 * A document's bytes for the viewer, through the console's authenticated fetch (the session cookie, never a public
 * address): GET /admin-api/review-documents/:id. The blob keeps the type the gateway judged from the content.
 */
export async function fetchReviewDocument(id: string, mediaType: string, signal?: AbortSignal): Promise<Blob> {
  const response = await apiFetch(`/admin-api/review-documents/${encodeURIComponent(id)}`, {
    headers: { accept: mediaType },
    signal,
  });
  const bytes = await response.arrayBuffer();
  return new Blob([bytes], { type: mediaType });
}
