import { useEffect, useMemo, useReducer } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { fanToolsText, type GroupDetails } from '@carrier/shared/fan-tools';
import { ActivityAccordion } from '../activity/ActivityAccordion.tsx';
import { DetailList } from '../common/DetailList.tsx';
import { useCanWrite } from '../use-can-write.ts';
import { DeleteGroupButton } from './DeleteGroupButton.tsx';
import { GroupCardContext } from './GroupCardContext.ts';
import { groupCardReducer, initialGroupCardState } from './group-card-reducer.ts';
import { splashPageText } from '../../ui/format.ts';
import { GroupFansSection } from './GroupFansSection.tsx';
import { GroupManagementSection } from './GroupManagementSection.tsx';

/**
 * 002 §2.4 one card per group: Group ID, Splash page ('List view' or 'Search view' plus ON/OFF), Delete Group
 * (write role), then the 'Group Management' and 'FANs in group (count)' accordions and the activity timeline (left
 * out where the page shows the activity itself).
 */
export const GroupCard = ({ group, activity = true }: { group: GroupDetails; activity?: boolean }) => {
  const canWrite = useCanWrite();
  const [state, dispatch] = useReducer(groupCardReducer, group, initialGroupCardState);
  // A group read again (after a change here or elsewhere) replaces what the card holds.
  useEffect(() => dispatch({ type: 'synced', group }), [group]);
  const value = useMemo(() => ({ group, state, dispatch }), [group, state]);
  const headingId = `group-${group.groupId}-heading`;

  return (
    <GroupCardContext.Provider value={value}>
      <Card component="section" variant="outlined" aria-labelledby={headingId}>
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 2 }}
          >
            <Typography variant="h6" component="h3" id={headingId}>
              {`${fanToolsText.groupId} ${group.groupId}`}
            </Typography>
            {canWrite ? <DeleteGroupButton /> : null}
          </Stack>
          <DetailList
            items={[
              { label: fanToolsText.groupId, value: group.groupId },
              { label: fanToolsText.splashPage, value: splashPageText(state.isList, state.isWebEnabled) },
            ]}
          />
          <Stack spacing={1} sx={{ mt: 2 }}>
            <GroupManagementSection />
            <GroupFansSection />
            {activity ? (
              <ActivityAccordion subject={{ type: 'group', id: group.groupId }} version={String(state.version)} />
            ) : null}
          </Stack>
        </CardContent>
      </Card>
    </GroupCardContext.Provider>
  );
};
