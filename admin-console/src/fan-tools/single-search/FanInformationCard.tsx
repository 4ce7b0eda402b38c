import { useId } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { fanToolsText, type FanProfile } from '@carrier/shared/fan-tools';
import { consoleText } from '../../console-text.ts';
import { ActivityAccordion } from '../activity/ActivityAccordion.tsx';
import { DetailList } from '../common/DetailList.tsx';
import { FanIdDetails } from './FanIdDetails.tsx';
import { FanWebStatusControl } from './FanWebStatusControl.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { useCanWrite } from '../use-can-write.ts';

/**
 * 002 §2.4 'FAN information': status badge, FAN name, FAN friendly name, the web status switch (write role only),
 * the expandable details and the FAN's activity (left out where the page shows the activity itself).
 */
export const FanInformationCard = ({ profile, activity = true }: { profile: FanProfile; activity?: boolean }) => {
  const headingId = useId();
  const canWrite = useCanWrite();
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
        {canWrite ? (
          <Stack sx={{ mt: 2 }}>
            <FanWebStatusControl profile={profile} />
          </Stack>
        ) : null}
        <Stack sx={{ mt: 2 }}>
          <FanIdDetails profile={profile} />
          {activity ? (
            <ActivityAccordion subject={{ type: 'fan', id: profile.id }} version={activityVersion(profile)} />
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
};

/** What this screen can change about a FAN: when it changes, an open activity timeline reloads. */
const activityVersion = (profile: FanProfile) =>
  [profile.onlExpStatus, profile.onlExpStatusChangeReason, profile.currentTokenLink].join('|');
