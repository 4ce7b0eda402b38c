import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FormField } from '@carrier/shared/forms';
import { CheckboxField } from './CheckboxField.tsx';
import { DropdownField } from './DropdownField.tsx';
import { RadioField } from './RadioField.tsx';
import { TextInputField } from './TextInputField.tsx';
import { TypeAheadField } from './TypeAheadField.tsx';
import { useGenericFormContext } from './use-generic-form-context.ts';
import { useSubmitButton } from '../../site/hydration/use-submit-button.ts';

/** One field of a generic form, by its 002 §2.10 kind. Errors are tied to inputs with aria-describedby. */
export function FormFieldView({ field }: { field: FormField }) {
  const { inputId, submitDisabled, onClick } = useGenericFormContext();

  switch (field.kind) {
    case 'hidden':
      return null;
    case 'label':
      return (
        <Typography component="p" variant={field.labelSize ?? 'body1'} sx={{ fontWeight: 600 }}>
          {field.text}
        </Typography>
      );
    case 'text':
      return (
        <Typography component="p" variant={field.labelSize ?? 'body1'}>
          {field.text}
        </Typography>
      );
    case 'legalText':
      return (
        <Typography component="p" variant={field.labelSize ?? 'body2'} color="text.secondary">
          {field.text}
        </Typography>
      );
    case 'header':
      return (
        <>
          <Typography id={inputId(field.id)} component="h2" variant={field.labelSize ?? 'h4'}>
            {field.text}
          </Typography>
          {field.underline && <Divider sx={{ mt: 1 }} />}
        </>
      );
    case 'link':
      return <Link href={field.linkTo}>{field.text}</Link>;
    case 'button': {
      if (field.id.startsWith('submit_btn')) return <SubmitButton field={field} disabled={submitDisabled} />;
      return (
        <Button
          type="button"
          variant="outlined"
          size="large"
          fullWidth
          disabled={field.disabled}
          aria-label={field.accessibility}
          onClick={() => onClick(field)}
        >
          {field.text ?? field.value}
        </Button>
      );
    }
    case 'checkbox':
      return <CheckboxField field={field} />;
    case 'radio':
      return <RadioField field={field} />;
    case 'dropdown':
      return <DropdownField field={field} />;
    case 'typeAhead':
      return <TypeAheadField field={field} />;
    default:
      // textField, textArea, password, date, phone
      return <TextInputField field={field} />;
  }
}

/** The form's submit: the form's own once the page's scripts run it (see useSubmitButton). */
function SubmitButton({ field, disabled }: { field: FormField; disabled: boolean }) {
  const submit = useSubmitButton();
  return (
    <Button {...submit} variant="contained" size="large" fullWidth disabled={disabled} aria-label={field.accessibility}>
      {field.text ?? field.value}
    </Button>
  );
}
