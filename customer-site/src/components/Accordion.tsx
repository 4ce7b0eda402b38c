import MuiAccordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { contentComponent } from './content-component.tsx';

const accordionPropsSchema = z.object({
  heading: z.string().trim().min(1).max(200).optional(),
  items: z
    .array(z.object({ title: z.string().trim().min(1).max(200), body: z.string().trim().min(1).max(4000) }))
    .min(1)
    .max(50),
  /** Index of the item open at first (none by default). */
  openIndex: z.number().int().min(0).optional(),
});

/** 002 §2.11 accordion: question-and-answer style sections, each a button that shows or hides its text. */
export const Accordion = contentComponent('accordion', accordionPropsSchema, function AccordionView({ id, props }) {
  return (
    <Container maxWidth="lg">
      {props.heading && (
        <Typography component="h2" variant="h2" sx={{ mb: 2 }}>
          {props.heading}
        </Typography>
      )}
      {props.items.map((item, i) => (
        <MuiAccordion key={i} defaultExpanded={props.openIndex === i} disableGutters>
          <AccordionSummary
            expandIcon={<span aria-hidden>▾</span>}
            id={`${id ?? 'acc'}-h-${i}`}
            aria-controls={`${id ?? 'acc'}-p-${i}`}
          >
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {item.title}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`${id ?? 'acc'}-p-${i}`}>
            <Typography component="p">{item.body}</Typography>
          </AccordionDetails>
        </MuiAccordion>
      ))}
    </Container>
  );
});
