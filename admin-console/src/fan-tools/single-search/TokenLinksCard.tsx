import { useId } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { fanToolsText, type FanProfile } from '@carrier/shared/fan-tools';
import { consoleText } from '../../console-text.ts';
import { DetailList } from '../common/DetailList.tsx';
import { formatCreatedOn } from '../../ui/format.ts';
import { TokenLinkValue } from '../../ui/TokenLinkValue.tsx';
import { GenerateTokenButton } from '../common/GenerateTokenButton.tsx';
import { useCanWrite } from '../use-can-write.ts';
import { useFanToolActions } from '../use-fan-tool-actions.ts';
import { useSingleFanSearchContext } from './use-single-fan-search-context.ts';

/**
 * 002 §2.4 'Token links': the current token link (with a copy button) and when it was created (MM/DD/YYYY), and for the write role
 * 'Generate new token link'.
 */
export const TokenLinksCard = ({ profile }: { profile: FanProfile }) => {
  const headingId = useId();
  const canWrite = useCanWrite();
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="h6" component="h3" id={headingId} sx={{ mb: 2 }}>
          {fanToolsText.tokenLinks}
        </Typography>
        <DetailList
          items={[
            {
              label: consoleText.currentTokenLink,
              value: <TokenLinkValue link={profile.currentTokenLink} />,
            },
            { label: fanToolsText.createdOn, value: formatCreatedOn(profile.tokenTimeStamp) },
          ]}
        />
        {canWrite ? <GenerateFanToken fanId={profile.id} /> : null}
      </CardContent>
    </Card>
  );
};

const GenerateFanToken = ({ fanId }: { fanId: string }) => {
  const actions = useFanToolActions();
  const { updateProfile } = useSingleFanSearchContext();
  return (
    <Box sx={{ mt: 2 }}>
      <GenerateTokenButton
        label={fanToolsText.generateNewTokenLink}
        title={consoleText.tokenModalTitle}
        subject={`FAN ${fanId}`}
        onGenerate={async (updateReason) => {
          const { data } = await actions.generateFanToken({ fanId, updateReason });
          updateProfile(fanId, { currentTokenLink: data.tokenLink, tokenTimeStamp: data.timeStamp });
        }}
      />
    </Box>
  );
};
