import { Box, Link, Stack, Typography } from '@mui/material';
import { fanToolsText } from '@carrier/shared/fan-tools';
import { LoadingStatus } from '../common/LoadingStatus.tsx';
import { GroupCard } from '../groups/GroupCard.tsx';
import { groupsShown } from './multi-search-reducer.ts';
import { useMultiFanSearchContext } from './use-multi-fan-search-context.ts';

const HEADING_ID = 'multi-fan-results-heading';

/** 002 §2.4 multi-FAN results: 'Search results', 'New search' and one card per group. */
export const MultiFanSearchResults = () => {
  const { state, newSearch } = useMultiFanSearchContext();
  if (state.status === 'searching') return <LoadingStatus />;
  const groups = groupsShown(state);
  if (groups.length === 0) return null;

  return (
    <Box component="section" aria-labelledby={HEADING_ID} sx={{ mt: 4 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h6" component="h2" id={HEADING_ID}>
          {fanToolsText.searchResults}
        </Typography>
        <Link component="button" type="button" variant="body1" onClick={newSearch}>
          {fanToolsText.newSearch}
        </Link>
      </Stack>
      <Stack spacing={3}>
        {groups.map((group) => (
          <GroupCard key={group.groupId} group={group} />
        ))}
      </Stack>
    </Box>
  );
};
