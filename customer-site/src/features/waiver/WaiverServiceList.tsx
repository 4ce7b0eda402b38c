import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { WaiverItem } from './waiver-item.ts';

interface Props {
  items: readonly WaiverItem[];
  accountNumberLabel: string;
  disabled: boolean;
  /** The id of the selection message while it shows (000 §5), so each checkbox is described by it. */
  errorId?: string;
  onToggle: (productKey: string) => void;
}

/** 000 §2: the accordion of services, each with its account number, description, checkbox and selection notes. */
export function WaiverServiceList({ items, accountNumberLabel, disabled, errorId, onToggle }: Props) {
  return (
    <div>
      {items.map((item) => {
        const key = item.productKey.replace(/[^\w-]/g, '_');
        return (
          <Accordion key={item.productKey} defaultExpanded disableGutters variant="outlined">
            <AccordionSummary
              expandIcon={<span aria-hidden="true">▾</span>}
              id={`waiver-h-${key}`}
              aria-controls={`waiver-p-${key}`}
            >
              {/* The accordion's own heading (h3) wraps this button: a heading here would nest one heading in another. */}
              <Typography component="span" variant="h3">
                {item.name}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={`waiver-p-${key}`} sx={{ display: 'grid', gap: 1 }}>
              <Typography component="p" color="text.secondary">
                {accountNumberLabel}: {item.accountNumber}
              </Typography>
              {item.description && <Typography component="p">{item.description}</Typography>}
              <FormControlLabel
                control={
                  <Checkbox
                    checked={item.changed}
                    disabled={disabled}
                    onChange={() => onToggle(item.productKey)}
                    slotProps={{
                      input: {
                        'aria-describedby':
                          [item.selectionNotes ? `waiver-notes-${key}` : '', errorId ?? ''].filter(Boolean).join(' ') ||
                          undefined,
                      },
                    }}
                  />
                }
                label={item.name}
              />
              {item.selectionNotes && (
                <Typography id={`waiver-notes-${key}`} component="p" variant="body2" color="text.secondary">
                  {item.selectionNotes}
                </Typography>
              )}
            </AccordionDetails>
          </Accordion>
        );
      })}
    </div>
  );
}
