import { useRef, type ChangeEvent } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { fanUploadText } from '@carrier/shared/fan-upload';

const ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const visuallyHidden = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  // pinned inside its line, so a long file name never carries it past the window's edge
  left: 0,
  top: 0,
  whiteSpace: 'nowrap',
  width: 1,
} as const;

function sizeText(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

interface FileChooserProps {
  file: File | null;
  disabled: boolean;
  /** 002 §4: after a successful upload the remove control is hidden. */
  canRemove: boolean;
  onChoose: (files: File[]) => void;
  onRemove: () => void;
  describedBy?: string;
}

/**
 * 002 §2.9: 'Choose a file' and, once one is chosen, its name and 'Remove'. The button opens the browser's file
 * chooser through a hidden input (a label wrapping the input would nest one control in another).
 */
export const FileChooser = ({ file, disabled, canRemove, onChoose, onRemove, describedBy }: FileChooserProps) => {
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChoose(Array.from(event.target.files ?? []));
    event.target.value = '';
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        disabled={disabled}
        onClick={() => input.current?.click()}
        aria-describedby={describedBy}
      >
        {fanUploadText.chooseFile}
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        disabled={disabled}
        onChange={onChange}
        hidden
        tabIndex={-1}
        aria-hidden="true"
      />
      {file ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Typography sx={{ position: 'relative', minWidth: 0, overflowWrap: 'anywhere' }}>
            <Box component="span" sx={visuallyHidden}>
              {fanUploadText.chosenFile}:{' '}
            </Box>
            {file.name} ({sizeText(file.size)})
          </Typography>
          {canRemove ? (
            <Button onClick={onRemove} disabled={disabled} aria-label={`${fanUploadText.remove} ${file.name}`}>
              {fanUploadText.remove}
            </Button>
          ) : null}
        </Stack>
      ) : (
        <Typography color="text.secondary">{fanUploadText.noFileChosen}</Typography>
      )}
    </Stack>
  );
};
