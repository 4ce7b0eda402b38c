import { Box, IconButton, Link, Tooltip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify } from 'react-admin';
import { consoleText } from '../console-text.ts';
import { tokenLinkHref } from './format.ts';

/** At most this many lines of a long token link show; the rest is cut with an ellipsis (the copy has it all). */
export const TOKEN_LINK_MAX_LINES = 6;

const clamped = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: TOKEN_LINK_MAX_LINES,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

/**
 * A token link as the tool shows it: a link when it is an http(s) address, else text, breaking anywhere but never
 * over six lines, with a button that copies the whole link and confirms it with react-admin's notification.
 * Nothing at all when there is no link.
 */
export const TokenLinkValue = ({ link }: { link: string | null | undefined }) => {
  const notify = useNotify();
  if (!link) return null;
  const href = tokenLinkHref(link);
  const copy = () => {
    const written = navigator.clipboard?.writeText(link) ?? Promise.reject(new Error('no clipboard'));
    written.then(
      () => notify(consoleText.tokenLinkCopied, { type: 'success' }),
      () => notify(consoleText.tokenLinkNotCopied, { type: 'error' }),
    );
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, minWidth: 0 }}>
      {href ? (
        <Link href={href} target="_blank" rel="noopener noreferrer" title={link} sx={clamped}>
          {link}
        </Link>
      ) : (
        <Box component="span" title={link} sx={clamped}>
          {link}
        </Box>
      )}
      <Tooltip title={consoleText.copyTokenLink}>
        <IconButton size="small" aria-label={consoleText.copyTokenLink} onClick={copy} sx={{ mt: -0.5 }}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
};
