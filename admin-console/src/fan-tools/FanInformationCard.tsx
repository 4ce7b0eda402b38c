import { useId } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { fanToolsText, type FanProfile } from '@carrier/shared';
import { consoleText } from '../console-text.ts';
import { DetailList } from './DetailList.tsx';
import { FanIdDetails } from './FanIdDetails.tsx';
import { StatusBadge } from './StatusBadge.tsx';

/** 002 §2.4 'FAN information': status badge, FAN name, FAN friendly name and the expandable details. */
export const FanInformationCard = ({ profile }: { profile: FanProfile }) => {
  const headingId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h6" component="h3" id={headingId}>
            {fanToolsText.fanInformation}
          </Typography>
          <StatusBadge status={profile.status} />
        </Stack>
        <DetailList
          items={[
            { label: consoleText.fanName, value: profile.name },
            { label: consoleText.fanFriendlyName, value: profile.friendlyName },
          ]}
        />
        <Stack sx={{ mt: 2 }}>
          <FanIdDetails profile={profile} />
        </Stack>
      </CardContent>
    </Card>
  );
};
