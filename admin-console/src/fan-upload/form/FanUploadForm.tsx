import type { FormEvent } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { fanUploadText } from '@carrier/shared/fan-upload';
import { FileChooser } from './FileChooser.tsx';
import { TemplateLink } from './TemplateLink.tsx';
import { UploadProgress } from './UploadProgress.tsx';
import { UploadResult } from '../result/UploadResult.tsx';
import { canApplyDryRun, canSubmit, isBusy, submitLabel } from './upload-reducer.ts';
import { consoleText } from '../../console-text.ts';
import type { FanUploadController } from './use-fan-upload.ts';

const FILE_ERROR_ID = 'fan-upload-file-error';

/** 002 §2.9 the fan automation form; `disabled` until the user is verified for fupt (002 §4). */
export const FanUploadForm = ({
  disabled,
  cloudApi,
  upload,
}: {
  disabled: boolean;
  cloudApi: boolean;
  upload: FanUploadController;
}) => {
  const { state, choose, remove, setDryRun, submit, applyDryRun } = upload;
  const busy = isBusy(state);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={fanUploadText.heading}>
      {disabled ? null : <TemplateLink cloudApi={cloudApi} />}
      <Stack spacing={2}>
        <FileChooser
          file={state.file}
          disabled={disabled || busy}
          canRemove={state.phase !== 'done'}
          onChoose={choose}
          onRemove={remove}
          describedBy={state.fileError ? FILE_ERROR_ID : undefined}
        />
        {state.fileError ? (
          <Alert severity="error" id={FILE_ERROR_ID}>
            {state.fileError}
          </Alert>
        ) : null}
        <FormControlLabel
          control={
            <Checkbox
              checked={state.dryRun}
              onChange={(e) => setDryRun(e.target.checked)}
              disabled={disabled || busy}
            />
          }
          label={fanUploadText.dryRun}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={disabled || !canSubmit(state)} aria-busy={busy}>
            {submitLabel(state)}
          </Button>
        </Box>
      </Stack>
      <UploadProgress phase={state.phase} progress={state.progress} />
      <UploadResult state={state} />
      {canApplyDryRun(state) ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
          <Button variant="contained" onClick={() => void applyDryRun()} disabled={disabled}>
            {consoleText.applyDryRunFile}
          </Button>
          <Typography variant="body2">{consoleText.applyDryRunHint(state.file?.name ?? '')}</Typography>
        </Stack>
      ) : null}
    </Box>
  );
};
