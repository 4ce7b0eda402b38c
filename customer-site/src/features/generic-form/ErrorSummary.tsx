import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { VALUE_KINDS } from '@carrier/shared/forms';
import { useLocale } from '../../site/use-locale.ts';
import { summarySentence } from './summary-sentence.ts';
import { useGenericFormContext } from './use-generic-form-context.ts';
import { useGenericFormText } from './use-generic-form-text.ts';

/**
 * 002 §4 after an invalid submit: every error, each a link that moves focus to its input, written as a sentence
 * that names the field and says what to do (the message content wrote for the field, or one made from its label).
 */
export function ErrorSummary() {
  const { fields, state, inputId } = useGenericFormContext();
  const text = useGenericFormText();
  const locale = useLocale();
  const invalidFields = fields.filter((f) => VALUE_KINDS.has(f.kind) && state.errors[f.id]);
  if (state.status !== 'invalid' || invalidFields.length === 0) return null;
  return (
    <Box sx={{ border: 4, borderColor: 'error.main', p: 2, mb: 3 }} data-testid="error-summary">
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {text.liveRegionErrors}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {invalidFields.map((f) => (
          <li key={f.id}>
            <Link
              href={`#${inputId(f.id)}`}
              color="error"
              onClick={(e) => {
                e.preventDefault();
                document.getElementById(inputId(f.id))?.focus();
              }}
            >
              {summarySentence(f, state.errors[f.id]!, locale)}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
