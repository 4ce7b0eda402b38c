import { useId, useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { consoleText } from '../../console-text.ts';
import type { AuditSubject } from '../api/get-audit-trail.ts';
import { ActivityTimeline } from './ActivityTimeline.tsx';
import { useAuditTrail } from './use-audit-trail.ts';

interface ActivityAccordionProps {
  subject: AuditSubject;
  /** Bumped after a change on this screen, so an open timeline shows it. */
  version?: string;
}

/** 'Activity': who changed what and why, for everyone who may read the tool; loaded when opened. */
export const ActivityAccordion = ({ subject, version = '' }: ActivityAccordionProps) => {
  const id = useId();
  const [open, setOpen] = useState(false);
  const trail = useAuditTrail(subject, open, version);
  const label = `${consoleText.activity} ${subject.type === 'fan' ? 'of FAN' : 'of group'} ${subject.id}`;

  return (
    <Accordion
      disableGutters
      variant="outlined"
      expanded={open}
      onChange={(_, expanded) => setOpen(expanded)}
      slotProps={{ heading: { component: 'h4' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-summary`} aria-controls={`${id}-details`}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {consoleText.activity}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {trail.status === 'loading' ? <Typography role="status">{consoleText.activityLoading}</Typography> : null}
        {trail.status === 'failed' ? <Typography role="alert">{consoleText.activityFailed}</Typography> : null}
        {trail.status === 'loaded' ? (
          <ActivityTimeline events={trail.events} label={label} subjectType={subject.type} />
        ) : null}
      </AccordionDetails>
    </Accordion>
  );
};
