import { Box, Link, Stack, Typography } from '@mui/material';
import { fanToolsText } from '@carrier/shared/fan-tools';
import { FanInformationCard } from './FanInformationCard.tsx';
import { LoadingStatus } from '../common/LoadingStatus.tsx';
import { TokenLinksCard } from './TokenLinksCard.tsx';
import { useSingleFanSearchContext } from './use-single-fan-search-context.ts';

const HEADING_ID = 'single-fan-results-heading';

/** 002 §2.4 single-FAN results: 'Search results', 'New search', the FAN information and token links cards. */
export const SingleFanSearchResults = () => {
  const { state, newSearch } = useSingleFanSearchContext();
  if (state.status === 'searching') return <LoadingStatus />;
  if (state.status !== 'found') return null;

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
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
        <FanInformationCard profile={state.profile} />
        <TokenLinksCard profile={state.profile} />
      </Box>
    </Box>
  );
};
