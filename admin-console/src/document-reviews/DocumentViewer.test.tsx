// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { DocumentMeta } from '@carrier/shared/discount-program';
import { jsonResponse } from '../test/index.ts';
import { DocumentViewer } from './DocumentViewer.tsx';

const pdf: DocumentMeta = {
  id: '21',
  fileName: 'paystub.pdf',
  kind: 'pdf',
  mediaType: 'application/pdf',
  sizeBytes: 3 * 1024 * 1024,
  uploadedAt: '2026-03-05T16:07:00.000Z',
};

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/doc-21');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DocumentViewer', () => {
  it('shows a PDF in a frame from a blob URL of the bytes fetched with the session, and releases it', async () => {
    fetchMock.mockResolvedValue(new Response('%PDF-1.7', { status: 200 }));
    const { unmount } = render(<DocumentViewer document={pdf} />);
    expect(screen.getByRole('status').textContent).toBe('Loading paystub.pdf…');
    const frame = await screen.findByTitle('Document paystub.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('blob:http://localhost/doc-21');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/admin-api/review-documents/21');
    expect(init).toMatchObject({ credentials: 'same-origin' });
    expect((URL.createObjectURL as ReturnType<typeof vi.fn>).mock.calls[0]![0].type).toBe('application/pdf');
    expect(screen.getByText(/paystub\.pdf \(PDF, 3\.0 MB\), uploaded 03\/05\/2026 16:07 UTC/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download paystub.pdf' }).getAttribute('download')).toBe('paystub.pdf');
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/doc-21');
  });

  it('says so when the document cannot be fetched', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ errorId: 'NOT_FOUND', message: 'No document 21.', status: 404 }, 404));
    render(<DocumentViewer document={pdf} />);
    expect(await screen.findByText('paystub.pdf could not be loaded. Reload the page to try again.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
