import { useId } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { UPLOAD_ACCEPT } from '@carrier/shared/self-service';

interface Props {
  label: string;
  description?: string;
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
}

/** 000 §3, §5: the deployment-orders upload, a native file input (keyboard and screen readers know it) with its messages. */
export function DeploymentOrdersField({ label, description, file, error, onChange }: Props) {
  const id = useId();
  const describedBy =
    [description ? `${id}-desc` : '', error ? `${id}-err` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Typography component="label" htmlFor={`${id}-input`} sx={{ fontWeight: 600 }}>
        {label} <span aria-hidden="true">*</span>
      </Typography>
      {description && (
        <FormHelperText id={`${id}-desc`} sx={{ m: 0 }}>
          {description}
        </FormHelperText>
      )}
      <input
        id={`${id}-input`}
        type="file"
        name="file"
        accept={UPLOAD_ACCEPT}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-invalid={error ? 'true' : undefined}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      />
      {file && !error && (
        <Typography component="p" variant="body2" color="text.secondary">
          {file.name}
        </Typography>
      )}
      {error && (
        <FormHelperText id={`${id}-err`} error role="alert" sx={{ m: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
