// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, ResourceContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import type { DocumentReviewDetail } from '@carrier/shared/discount-program';
import { ApiFailure } from '../api/api-failure.ts';
import { DocumentReviewShow } from './DocumentReviewShow.tsx';

const review: DocumentReviewDetail = {
  id: 'VRF-abc',
  segment: 'teacher',
  status: 'pending',
  firstName: 'Harper',
  lastName: 'Villanueva',
  email: 'harper@mail.example',
  submittedAt: '2026-03-05T16:07:00.000Z',
  documentCount: 1,
  docUploadRejectionCount: 1,
  attributes: { firstName: 'Harper', lastName: 'Villanueva', postalCode: '73301', orgName: 'Another School' },
  documents: [
    {
      id: '17',
      fileName: 'id-card.png',
      kind: 'png',
      mediaType: 'image/png',
      sizeBytes: 2048,
      uploadedAt: '2026-03-05T16:07:00.000Z',
    },
  ],
  docUploadRejectionReasons: [['DOCUMENT_UNREADABLE']],
  reviews: [
    {
      decision: 'reject',
      reasons: ['DOCUMENT_UNREADABLE'],
      reviewer: 'reviewer',
      decidedAt: '2026-03-01T10:00:00.000Z',
    },
  ],
  expiryDate: null,
  remainingDays: null,
};

function renderShow(dataProvider: Partial<DataProvider>) {
  render(
    <MemoryRouter initialEntries={[`/document-reviews/${review.id}/show`]}>
      <AdminContext
        dataProvider={testDataProvider({ getOne: (async () => ({ data: review })) as never, ...dataProvider })}
      >
        <ResourceContextProvider value="document-reviews">
          <Routes>
            <Route path="/document-reviews/:id/show" element={<DocumentReviewShow />} />
            <Route path="/document-reviews" element={<p>The queue</p>} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(new Uint8Array([137, 80, 78, 71]), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/doc-17');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DocumentReviewShow', () => {
  it('shows the applicant, the document from a blob URL, and the earlier rejections and decisions', async () => {
    renderShow({});
    const heading = await screen.findByRole('heading', { level: 1, name: 'Review of Harper Villanueva' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const applicant = screen.getByRole('region', { name: 'Applicant' });
    expect(within(applicant).getByText('VRF-abc')).toBeTruthy();
    expect(within(applicant).getByText('Another School')).toBeTruthy();
    expect(within(applicant).getByText('Teachers')).toBeTruthy();
    const image = await screen.findByRole('img', { name: 'Document id-card.png' });
    expect(image.getAttribute('src')).toBe('blob:http://localhost/doc-17');
    expect(fetchMock).toHaveBeenCalledWith(
      '/admin-api/review-documents/17',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    const history = screen.getByRole('region', { name: 'Rejection history' });
    expect(within(history).getByText('We couldn’t read your document. Submit a clearer photo or scan.')).toBeTruthy();
    const decisions = screen.getByRole('region', { name: 'Earlier decisions' });
    expect(within(decisions).getByText('Rejected by reviewer on 03/01/2026 10:00 UTC')).toBeTruthy();
  });

  it('rejects only with at least one reason, and sends the reasons chosen', async () => {
    const update = vi.fn(async () => ({ data: { ...review, status: 'docUpload' } }));
    renderShow({ update: update as never });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the documents of Harper Villanueva' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose at least one reason.');
    expect(update).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^MISMATCH_STATUS / }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^DOCUMENT_EXPIRED / }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'document-reviews',
        expect.objectContaining({
          id: 'VRF-abc',
          data: { decision: 'reject', reasons: ['MISMATCH_STATUS', 'DOCUMENT_EXPIRED'] },
        }),
      ),
    );
    expect(await screen.findByText('The queue')).toBeTruthy();
  }, 20_000); // the dialog lists all 28 reasons: slow to render on a busy machine

  it('says so when someone else decided first (409) and returns to the queue', async () => {
    const update = vi.fn(async () => {
      throw new ApiFailure({
        errorId: 'REVIEW_NOT_PENDING',
        message: 'This verification is not waiting for a review.',
        status: 409,
      });
    });
    renderShow({ update: update as never });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the documents of Harper Villanueva?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'document-reviews',
        expect.objectContaining({ data: { decision: 'approve' } }),
      ),
    );
    expect(await screen.findByText('The queue')).toBeTruthy();
  });
});
