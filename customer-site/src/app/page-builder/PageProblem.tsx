import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ErrorIds, type ApiError } from '@carrier/shared/core';
import { localizedPath } from '@carrier/shared/content';
import { siteText } from '../../site/site-text.ts';
import { useLocale } from '../../site/use-locale.ts';

/** Why a page could not be shown, in plain words: not found, or a failure the visitor can retry. */
export function PageProblem({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const locale = useLocale();
  const text = siteText[locale];
  const notFound = error.errorId === ErrorIds.notFound || error.status === 404;
  const words = notFound ? text.notFound : text.failure;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography component="h1" variant="h1" sx={{ mb: 2 }}>
        {words.heading}
      </Typography>
      <Typography component="p" sx={{ mb: 3, fontSize: '1.125rem' }}>
        {words.body}
      </Typography>
      {notFound ? (
        <Link href={localizedPath('/', locale)} sx={{ fontSize: '1.125rem' }}>
          {text.notFound.homeLink}
        </Link>
      ) : (
        <>
          <Button variant="contained" onClick={onRetry}>
            {text.failure.retry}
          </Button>
          {error.errorId === ErrorIds.contentInvalid && (
            // 002 §5: a content error (a form definition rule) is shown, not ignored, so its author can fix it.
            <Typography component="p" color="text.secondary" sx={{ mt: 3 }} data-testid="content-problem">
              {error.message}
            </Typography>
          )}
          <Typography component="p" color="text.secondary" sx={{ mt: 3 }}>
            {text.failure.code(error.errorId, error.status)}
          </Typography>
        </>
      )}
    </Container>
  );
}
