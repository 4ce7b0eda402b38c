import { useEffect, useState } from 'react';
import { Alert, Box, CircularProgress, Link, Typography } from '@mui/material';
import type { DocumentMeta } from '@carrier/shared/discount-program';
import { isAbortError } from '../api/api-failure.ts';
import { consoleText } from '../console-text.ts';
import { fetchReviewDocument } from './review-documents.ts';
import { fileSizeText, formatReviewTime, viewerKind } from './review-format.ts';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; url: string };

/**
 * One uploaded document: its bytes fetched with the reviewer's session and shown from a blob URL (an image inline,
 * a PDF in a frame), with its name, type, size and upload time as the caption. The blob URL is released when the
 * viewer goes.
 */
export const DocumentViewer = ({ document }: { document: DocumentMeta }) => {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const kind = viewerKind(document.mediaType);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setLoaded({ status: 'loading' });
    fetchReviewDocument(document.id, document.mediaType, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setLoaded({ status: 'ready', url });
      },
      (error: unknown) => {
        if (!isAbortError(error) && !controller.signal.aborted) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [document.id, document.mediaType]);

  const caption = consoleText.documentCaption(
    document.fileName,
    document.kind.toUpperCase(),
    fileSizeText(document.sizeBytes),
    formatReviewTime(document.uploadedAt),
  );

  let body;
  if (loaded.status === 'loading') {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{consoleText.documentLoading(document.fileName)}</Typography>
      </Box>
    );
  } else if (loaded.status === 'failed') {
    body = <Alert severity="error">{consoleText.documentFailed(document.fileName)}</Alert>;
  } else if (kind === 'image') {
    body = (
      <Box
        component="img"
        src={loaded.url}
        alt={consoleText.documentImage(document.fileName)}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: 720, border: 1, borderColor: 'divider' }}
      />
    );
  } else if (kind === 'pdf') {
    body = (
      <Box
        component="iframe"
        src={loaded.url}
        title={consoleText.documentImage(document.fileName)}
        sx={{ display: 'block', width: '100%', height: 720, border: 1, borderColor: 'divider' }}
      />
    );
  } else {
    body = <Typography>{consoleText.documentNoPreview}</Typography>;
  }

  return (
    <Box component="figure" sx={{ m: 0, mb: 3 }}>
      {body}
      <Typography component="figcaption" variant="body2" sx={{ mt: 1 }}>
        {caption}
        {loaded.status === 'ready' && (
          <>
            {' '}
            <Link href={loaded.url} download={document.fileName}>
              {consoleText.downloadDocument(document.fileName)}
            </Link>
          </>
        )}
      </Typography>
    </Box>
  );
};
