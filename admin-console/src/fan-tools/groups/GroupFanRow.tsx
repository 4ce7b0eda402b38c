import { Box, IconButton } from '@mui/material';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import type { RowComponentProps } from 'react-window';
import type { GroupDetails } from '@carrier/shared/fan-tools';
import { consoleText } from '../../console-text.ts';
import { StatusBadge } from '../../ui/StatusBadge.tsx';

export interface GroupFanRowProps {
  fans: GroupDetails['fanDetails'];
  /** Write role only: without it the remove buttons are not in the page at all. */
  canRemove: boolean;
  removeDisabled: boolean;
  onRemove: (fanId: string) => void;
}

/** One FAN of the group: its id, its status and (write role) a remove button. */
export const GroupFanRow = ({
  index,
  style,
  ariaAttributes,
  fans,
  canRemove,
  removeDisabled,
  onRemove,
}: RowComponentProps<GroupFanRowProps>) => {
  const fan = fans[index];
  return (
    <Box
      {...ariaAttributes}
      style={style}
      sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      {fan ? (
        <>
          <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '1rem', minWidth: '6rem' }}>
            {fan.id}
          </Box>
          <StatusBadge status={fan.status} />
          {canRemove ? (
            <IconButton
              size="small"
              sx={{ ml: 'auto' }}
              aria-label={consoleText.removeFan(fan.id)}
              disabled={removeDisabled}
              onClick={() => onRemove(fan.id)}
            >
              <RemoveCircleOutlineIcon fontSize="small" />
            </IconButton>
          ) : null}
        </>
      ) : null}
    </Box>
  );
};
