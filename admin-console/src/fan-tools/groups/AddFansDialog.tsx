import { useId, useState } from 'react';
import { Alert, Button, Checkbox, FormControlLabel, FormGroup, Stack, TextField, Typography } from '@mui/material';
import { fanToolsText, parseFanIdEntries, validateFanIdEntries, type FanProfile } from '@carrier/shared/fan-tools';
import { consoleText } from '../../console-text.ts';
import { useDraftState } from '../../api/drafts.ts';
import { validateFans } from '../api/validate-fans.ts';
import { DialogForm } from '../dialogs/DialogForm.tsx';
import { FanToolDialog } from '../dialogs/FanToolDialog.tsx';
import { useDialogSubmit } from '../dialogs/use-dialog-submit.ts';

interface AddFansDialogProps {
  open: boolean;
  /** The dialog's title: 'Add FANs to group {id}' or 'Create new group'. */
  title: string;
  onClose: () => void;
  /** Adds (or creates a group with) the chosen Active FANs; rejecting shows 'We hit a snag.' */
  onAdd: (fanIds: string[]) => Promise<void>;
  /** The group's members, when adding to a group: marked as already in it and never selectable. */
  members?: readonly string[];
  /** Names the FAN IDs typed here among the drafts kept over a sign-in. */
  draftKey: string;
  /** The FAN IDs to start with: the ones kept when the session ended (useDialogDraft), else nothing. */
  initialText?: string;
}

/**
 * 002 §2.4, §5 'Add FANs to group': up to 50 FANs split on spaces and commas (non-numeric dropped), looked up;
 * a checkbox list where only Active FANs are selectable, 'Select all'/'Deselect all', 'Add FANs to group and
 * close' (disabled while nothing is selected), Cancel. Also the first step of 'Create new group' (002 §4).
 * FANs already in the group are marked so and not selected; entries that are not FANs are named. The FAN IDs typed
 * are kept if the session ends (drafts.ts).
 */
export const AddFansDialog = ({ open, onClose, members = [], initialText = '', ...rest }: AddFansDialogProps) => {
  const titleId = useId();
  return (
    <FanToolDialog open={open} onClose={onClose} titleId={titleId} maxWidth="md">
      <AddFansForm {...rest} titleId={titleId} onCancel={onClose} members={members} initialText={initialText} />
    </FanToolDialog>
  );
};

const isActive = (fan: FanProfile) => fan.status === 'Active';

/** The typed entries that are not FAN ids: anything with a character other than a digit. */
function nonNumericEntries(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter((entry) => entry.length > 0 && !/^\d+$/.test(entry)))];
}

const AddFansForm = ({
  titleId,
  title,
  onCancel,
  onAdd,
  members,
  draftKey,
  initialText,
}: {
  titleId: string;
  title: string;
  onCancel: () => void;
  onAdd: (ids: string[]) => Promise<void>;
  members: readonly string[];
  draftKey: string;
  initialText: string;
}) => {
  const inGroup = new Set(members);
  const selectable = (fan: FanProfile) => isActive(fan) && !inGroup.has(fan.id);
  const fieldId = useId();
  const foundHeadingId = useId();
  const [text, setText] = useDraftState(draftKey, initialText);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string[]>([]);
  const [found, setFound] = useState<FanProfile[] | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [looking, setLooking] = useState(false);
  const { submitting, failure, run } = useDialogSubmit();

  const find = async () => {
    const ids = parseFanIdEntries(text);
    const typedWrong = nonNumericEntries(text);
    const check = validateFanIdEntries(ids);
    if (!check.ok) {
      setError(check.message);
      setInvalid(check.key === 'required' ? typedWrong : []);
      setFound(null);
      return;
    }
    setLooking(true);
    try {
      const result = await validateFans(ids);
      const wrong = [...typedWrong, ...result.invalidFanIds];
      setError(wrong.length > 0 || result.fanDetails.length === 0 ? fanToolsText.fansNotValid : null);
      setInvalid(wrong);
      setFound(result.fanDetails);
      setSelected(new Set(result.fanDetails.filter(selectable).map((f) => f.id)));
    } catch {
      setInvalid([]);
      setError(fanToolsText.snag);
      setFound(null);
    } finally {
      setLooking(false);
    }
  };

  const active = (found ?? []).filter(selectable);
  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <DialogForm
      titleId={titleId}
      title={title}
      confirmLabel={fanToolsText.addFansAndClose}
      confirmDisabled={selected.size === 0}
      submitting={submitting}
      failure={failure}
      onSubmit={() => void run(() => onAdd([...selected]))}
      onCancel={onCancel}
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            id={fieldId}
            label={consoleText.fanIdsField}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void find();
              }
            }}
            error={error !== null}
            helperText={error ? consoleText.namingEntries(error, invalid) : consoleText.fanIdsHint}
            slotProps={{ formHelperText: { role: error ? 'alert' : undefined } }}
            fullWidth
            multiline
            minRows={2}
          />
          <Button
            variant="outlined"
            onClick={() => void find()}
            disabled={looking}
            sx={{ whiteSpace: 'nowrap', mt: 1 }}
          >
            {consoleText.findFans}
          </Button>
        </Stack>
        {found && found.length > 0 ? (
          <Stack spacing={1}>
            <Typography component="h3" variant="subtitle1" id={foundHeadingId}>
              {consoleText.fansFound}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {consoleText.onlyActiveSelectable} {consoleText.selectedCount(selected.size)}
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={() => setSelected(new Set(active.map((f) => f.id)))}>
                {fanToolsText.selectAll}
              </Button>
              <Button size="small" onClick={() => setSelected(new Set())}>
                {fanToolsText.deselectAll}
              </Button>
            </Stack>
            {/* The checkboxes are one named group, so a screen reader says what they choose from. */}
            <FormGroup role="group" aria-labelledby={foundHeadingId}>
              {found.map((fan) => (
                <FormControlLabel
                  key={fan.id}
                  control={
                    <Checkbox
                      checked={selected.has(fan.id)}
                      disabled={!selectable(fan)}
                      onChange={(e) => toggle(fan.id, e.target.checked)}
                    />
                  }
                  label={
                    inGroup.has(fan.id)
                      ? `${fan.id} — ${fan.name} (${fan.status}, ${consoleText.alreadyInGroup})`
                      : `${fan.id} — ${fan.name} (${fan.status})`
                  }
                />
              ))}
            </FormGroup>
          </Stack>
        ) : null}
        {looking ? <Alert severity="info">{consoleText.findFans}…</Alert> : null}
      </Stack>
    </DialogForm>
  );
};
