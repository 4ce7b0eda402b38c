import { forwardRef } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ESCALATION_FIELD_ORDER, type EscalationField } from '@carrier/shared/escalation';
import { escalationInputId } from './escalation-input-id.ts';

interface Props {
  heading: string;
  errors: Partial<Record<EscalationField, string>>;
}

/** After an invalid submit: every error in the form's order, each a link that moves focus to its field. */
export const EscalationErrorSummary = forwardRef<HTMLDivElement, Props>(function EscalationErrorSummary(
  { heading, errors },
  ref,
) {
  const fields = ESCALATION_FIELD_ORDER.filter((f) => errors[f]);
  if (fields.length === 0) return null;
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby="escalation-error-summary-heading"
      data-testid="escalation-error-summary"
      sx={{ border: 4, borderColor: 'error.main', p: 2, mb: 3, '&:focus': { outline: '3px solid', outlineOffset: 2 } }}
    >
      <Typography id="escalation-error-summary-heading" component="h2" variant="h5" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {fields.map((f) => (
          <li key={f}>
            <Link
              href={`#${escalationInputId(f)}`}
              color="error"
              onClick={(e) => {
                e.preventDefault();
                document.getElementById(escalationInputId(f))?.focus();
              }}
            >
              {errors[f]}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
});
