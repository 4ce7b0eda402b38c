import { useMemo } from 'react';
import { Title } from 'react-admin';
import { Box } from '@mui/material';
import { fanToolsText } from '@carrier/shared/fan-tools';
import { ErrorScreen } from './common/ErrorScreen.tsx';
import { FanTool } from './FanTool.tsx';
import { FanToolContext } from './FanToolContext.ts';
import { LoadingStatus } from './common/LoadingStatus.tsx';
import { UnauthorizedScreen } from './common/UnauthorizedScreen.tsx';
import { useFanToolAuthorisation } from './use-fan-tool-authorisation.ts';

/** The Signature profile tool page, the console's home: authorisation first, then the tool or its refusal. */
export const FanToolPage = () => {
  const { state, flags } = useFanToolAuthorisation();
  const context = useMemo(() => (state.mode ? { mode: state.mode, flags } : null), [state.mode, flags]);

  let content;
  if (state.pending || state.status === 'loginRedirect') content = <LoadingStatus />;
  else if (state.status === 'error') content = <ErrorScreen />;
  else if (state.status === 'authorized' && context) {
    content = (
      <FanToolContext.Provider value={context}>
        <FanTool />
      </FanToolContext.Provider>
    );
  } else content = <UnauthorizedScreen />;

  return (
    <Box sx={{ px: { xs: 1, md: 2 }, py: 2, maxWidth: 1280 }}>
      <Title title={fanToolsText.title} preferenceKey={false} />
      {content}
    </Box>
  );
};
