import { Box, Typography } from '@mui/material';
import type { AuditEvent } from '@carrier/shared/fan-tools';
import { consoleText } from '../../console-text.ts';
import { auditActionTextFor, auditActorText, formatAuditTime } from '../../ui/audit-wording.ts';

interface ActivityTimelineProps {
  events: readonly AuditEvent[];
  label: string;
  /** Whose activity: a FAN's holds the group events that added or removed it, each naming its group. */
  subjectType: AuditEvent['entityType'];
}

/** The audit trail as a list, newest first: when, who, what and the reason given. */
export const ActivityTimeline = ({ events, label, subjectType }: ActivityTimelineProps) => {
  if (events.length === 0) return <Typography color="text.secondary">{consoleText.activityEmpty}</Typography>;
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {events.map((event) => (
        <Box
          component="li"
          key={event.id}
          sx={{ borderLeft: 2, borderColor: 'divider', pl: 2, pb: 1.5, '&:last-of-type': { pb: 0 } }}
        >
          <Typography variant="body2" color="text.secondary">
            <time dateTime={event.at}>{formatAuditTime(event.at)}</time>
            {` · ${consoleText.activityBy} ${auditActorText(event)}`}
          </Typography>
          <Typography sx={{ fontWeight: 500 }}>{auditActionTextFor(event, subjectType)}</Typography>
          {event.reason ? (
            <Typography variant="body2">{`${consoleText.reasonForChange}: ${event.reason}`}</Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
};
