import { Box, Chip } from '@mui/material';
import { consoleText } from '../console-text.ts';
import { statusTone, type StatusTone } from './format.ts';

/** Badge colours with at least 4.5:1 contrast: Active green, Pending amber, anything else grey. */
const TONES: Record<StatusTone, { bgcolor: string; color: string }> = {
  active: { bgcolor: '#1b5e20', color: '#ffffff' },
  pending: { bgcolor: '#ffb300', color: 'rgba(0, 0, 0, 0.87)' },
  other: { bgcolor: '#e0e0e0', color: 'rgba(0, 0, 0, 0.87)' },
};

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** The FAN's status as a badge; the label is the status text itself. */
export const StatusBadge = ({ status }: { status: string }) => (
  <Chip
    size="small"
    sx={{ ...TONES[statusTone(status)], fontWeight: 600 }}
    label={
      <>
        <Box component="span" sx={visuallyHidden}>
          {`${consoleText.status}: `}
        </Box>
        {status}
      </>
    }
  />
);
