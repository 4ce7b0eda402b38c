import { useMemo, useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Link, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { fanToolsText } from '@carrier/shared/fan-tools';
import { consoleText } from '../../console-text.ts';
import { groupExportFileName, groupExportUrl } from '../api/group-export-url.ts';
import { useCanWrite } from '../use-can-write.ts';
import { useFanToolContext } from '../use-fan-tool-context.ts';
import { filterGroupFans } from './fan-filter.ts';
import { fansInGroupTitle } from './group-format.ts';
import { AddFansToGroupDialog } from './AddFansToGroupDialog.tsx';
import { GroupFanFilter } from './GroupFanFilter.tsx';
import { GroupFanList } from './GroupFanList.tsx';
import { RemovableGroupFanList } from './RemovableGroupFanList.tsx';
import { useGroupCardContext } from './use-group-card-context.ts';

/** A reader's list has no remove buttons, so nothing calls this. */
const noRemoval = () => undefined;

/**
 * 002 §2.4 'FANs in group (count)': 'Add FANs to group' (write role), 'Export FANs' (everyone), the in-group
 * filter and the virtualised FAN list with a remove button per row (write role). The writes live in their own
 * components, so a reader's card (here or on the group page) needs none of the tool's searches.
 */
export const GroupFansSection = () => {
  const { flags } = useFanToolContext();
  const canWrite = useCanWrite();
  const { group, state, dispatch } = useGroupCardContext();
  const [filter, setFilter] = useState('');
  // A FAN whose removal waits for the undo window is out of the list already.
  const members = useMemo(
    () => group.fanDetails.filter((fan) => fan.id !== state.removingFanId),
    [group.fanDetails, state.removingFanId],
  );
  const { fans, unmatched } = useMemo(() => filterGroupFans(members, filter), [members, filter]);
  const id = `group-${group.groupId}-fans`;

  return (
    <Accordion
      disableGutters
      variant="outlined"
      expanded={state.expanded.fans}
      onChange={(_, expanded) => dispatch({ type: 'sectionToggled', section: 'fans', expanded })}
      slotProps={{ heading: { component: 'h4' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-summary`} aria-controls={`${id}-details`}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {fansInGroupTitle(members.length)}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack direction="row" spacing={3} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          {canWrite ? (
            <Link
              component="button"
              type="button"
              onClick={() => dispatch({ type: 'dialogOpened', dialog: 'addFans' })}
            >
              {fanToolsText.addFansToGroup}
            </Link>
          ) : null}
          <Link
            href={groupExportUrl(flags, group.groupId)}
            download={groupExportFileName(group.groupId)}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            <FileDownloadOutlinedIcon fontSize="small" aria-hidden="true" />
            {fanToolsText.exportFans}
          </Link>
        </Stack>
        <GroupFanFilter onFilter={setFilter} error={unmatched.length > 0 ? fanToolsText.fansNotFoundInGroup : null} />
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {members.length === 0 ? consoleText.noFans : consoleText.showingFans(fans.length, members.length)}
        </Typography>
        {canWrite ? (
          <RemovableGroupFanList fans={fans} />
        ) : (
          <GroupFanList groupId={group.groupId} fans={fans} canRemove={false} removeDisabled onRemove={noRemoval} />
        )}
      </AccordionDetails>
      {canWrite ? <AddFansToGroupDialog /> : null}
    </Accordion>
  );
};
