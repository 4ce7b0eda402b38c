import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LanderTexts } from '@carrier/shared/fan-tools';
import { fillText } from './fill-text.ts';
import { filterByFriendlyName, needsFilter, pageCount, pageOf } from './lander-list.ts';
import { LanderFailureDialog } from './LanderFailureDialog.tsx';
import { useLanderGroup } from './use-lander-group.ts';

/**
 * 002 §2.3, §5 the lander's list view: each entry's friendly name (linking to its token link) and description. More
 * entries than the threshold bring a filter box (start of any word of the friendly name) and pages of `threshold`
 * entries. A failed call opens the failure modal (002 §8).
 */
export function LanderList({ groupId, copy, threshold }: { groupId: string; copy: LanderTexts; threshold: number }) {
  const group = useLanderGroup(groupId);
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const [dialogClosed, setDialogClosed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [pageChanged, setPageChanged] = useState(0);
  useEffect(() => {
    // a new page of entries: focus its heading, so the next Tab reaches the first entry of the page
    if (pageChanged > 0) headingRef.current?.focus();
  }, [pageChanged]);

  if (group.status === 'loading')
    return (
      <Box aria-busy="true" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography component="p">{copy.loadingList}</Typography>
      </Box>
    );
  if (group.status === 'failed')
    return <LanderFailureDialog open={!dialogClosed} onClose={() => setDialogClosed(true)} copy={copy} />;

  const filterable = needsFilter(group.fans.length, threshold);
  const matching = filterable ? filterByFriendlyName(group.fans, filter) : group.fans;
  const pages = pageCount(matching.length, threshold);
  const current = Math.min(page, pages);
  const shown = matching.length > threshold ? pageOf(matching, current, threshold) : matching;

  return (
    <Box component="section" aria-labelledby="lander-list-heading">
      <Typography component="p" sx={{ mb: 2 }}>
        {copy.listIntro}
      </Typography>
      {filterable && (
        <TextField
          id="lander-filter"
          label={copy.filterLabel}
          helperText={copy.filterHelp}
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value);
            setPage(1);
          }}
          sx={{ width: '100%', maxWidth: '24rem', mb: 2 }}
          slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 100 } }}
        />
      )}
      <Typography
        ref={headingRef}
        id="lander-list-heading"
        component="h2"
        variant="h4"
        tabIndex={-1}
        sx={{ fontSize: '1.25rem', mb: 1, outline: 'none' }}
      >
        {copy.listHeading}
      </Typography>
      {filterable && (
        <Typography role="status" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
          {matching.length === 0
            ? fillText(copy.noMatches, { filter: filter.trim() })
            : matching.length === 1
              ? copy.shownCountOne
              : fillText(copy.shownCount, { count: matching.length })}
        </Typography>
      )}
      <Box component="ul" data-testid="lander-entries" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((fan) => (
          <Box component="li" key={fan.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <Link href={fan.token} sx={{ fontWeight: 700 }}>
              {fan.friendlyName}
            </Link>
            <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
              {fan.description}
            </Typography>
          </Box>
        ))}
      </Box>
      {matching.length > threshold && (
        <Pagination
          sx={{ mt: 2 }}
          count={pages}
          page={current}
          onChange={(_, next) => {
            setPage(next);
            setPageChanged((n) => n + 1);
          }}
          getItemAriaLabel={(type, item, selected) => {
            if (type === 'previous') return copy.pagePrevious;
            if (type === 'next') return copy.pageNext;
            return fillText(selected ? copy.pageCurrent : copy.pageItem, { page: item ?? '' });
          }}
          aria-label={copy.pages}
        />
      )}
    </Box>
  );
}
