import { useId, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { fillText, type UploadErrorKey } from '@carrier/shared/discount-program';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { addFiles, type FileRules } from './file-rules.ts';

export interface FileSectionTexts {
  heading?: string;
  browse: string;
  hint: string;
  selected: string;
  remove: string;
  message: (key: UploadErrorKey) => string;
}

/**
 * 001 §2, §5 one file section: a browse button (a real file input, reachable by keyboard), the hint, the selected
 * files as chips each with a remove button, and the message of the first file rule a choice broke.
 */
export function FileSection({
  files,
  onFiles,
  rules,
  accept,
  texts,
}: {
  files: readonly File[];
  onFiles: (files: File[]) => void;
  rules: FileRules;
  accept: string;
  texts: FileSectionTexts;
}) {
  const id = useId();
  const [error, setError] = useState<UploadErrorKey | null>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // the same file chosen again after a removal must fire a change
    event.target.value = '';
    const next = addFiles(files, chosen, rules);
    setError(next.error);
    onFiles(next.files);
  };
  const remove = (name: string) => {
    setError(null);
    onFiles(files.filter((f) => f.name !== name));
  };

  return (
    <Box component="section" aria-labelledby={texts.heading ? `${id}-heading` : undefined} sx={{ mb: 3 }}>
      {texts.heading && (
        <Typography id={`${id}-heading`} component="h3" variant="h6" sx={{ mb: 1 }}>
          {texts.heading}
        </Typography>
      )}
      <Box
        component="label"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          border: 1,
          borderColor: 'primary.main',
          borderRadius: 1,
          color: 'primary.main',
          fontWeight: 600,
          cursor: 'pointer',
          '&:focus-within': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
        }}
      >
        <UploadFileIcon aria-hidden="true" />
        {texts.browse}
        <Box
          component="input"
          type="file"
          multiple
          accept={accept}
          onChange={choose}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          sx={visuallyHidden}
        />
      </Box>
      <Typography id={`${id}-hint`} variant="body2" sx={{ mt: 1 }}>
        {texts.hint}
      </Typography>
      {error && (
        <Alert id={`${id}-error`} severity="error" sx={{ mt: 1 }} data-testid="file-rule-error">
          {texts.message(error)}
        </Alert>
      )}
      {files.length > 0 && (
        <Box component="section" aria-label={texts.selected} sx={{ mt: 2 }}>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
            {files.map((file) => (
              <Box component="li" key={file.name} sx={{ display: 'inline-flex', alignItems: 'center' }}>
                <Chip label={file.name} variant="outlined" />
                <IconButton
                  size="small"
                  aria-label={fillText(texts.remove, { name: file.name })}
                  onClick={() => remove(file.name)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
