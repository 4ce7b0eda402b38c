import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { AddressCandidate, AddressStatus, AddressTexts } from '@carrier/shared/address-shopping';

export type MatchDialogKind = Extract<AddressStatus, 'CLOSE_MATCH' | 'CLOSE_MATCH_MDU' | 'EXISTING_SERVICE'>;

/**
 * 002 §2.1 the address-check modals: multiple addresses (close match), the building's units (MDU), existing
 * service. Choosing a candidate checks it; closing returns to the form.
 */
export function AddressMatchDialog({
  kind,
  candidates,
  address,
  texts,
  onChoose,
  onClose,
  onClosed,
}: {
  kind: MatchDialogKind | null;
  candidates: readonly AddressCandidate[];
  address: string | null;
  texts: AddressTexts;
  onChoose: (candidate: AddressCandidate) => void;
  onClose: () => void;
  /** after the dialog has gone (the form puts focus back on its field) */
  onClosed: () => void;
}) {
  const heading =
    kind === 'CLOSE_MATCH'
      ? texts.closeMatchHeading
      : kind === 'CLOSE_MATCH_MDU'
        ? texts.mduHeading
        : texts.existingHeading;
  const copy =
    kind === 'CLOSE_MATCH' ? texts.closeMatchCopy : kind === 'CLOSE_MATCH_MDU' ? texts.mduCopy : texts.existingCopy;
  return (
    <Dialog
      open={kind !== null}
      onClose={onClose}
      disableRestoreFocus
      slotProps={{ transition: { onExited: onClosed } }}
      aria-labelledby="address-match-heading"
      aria-describedby="address-match-copy"
      data-testid={kind ? `address-modal-${kind}` : undefined}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="address-match-heading" component="h2">
        {heading}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="address-match-copy">
          {copy}
          {kind !== 'CLOSE_MATCH' && address ? ` (${address})` : ''}
        </DialogContentText>
        {kind !== 'EXISTING_SERVICE' && (
          <List aria-labelledby="address-match-heading" sx={{ maxHeight: 320, overflowY: 'auto' }}>
            {candidates.map((c) => (
              <ListItem key={c.id} disablePadding>
                <ListItemButton onClick={() => onChoose(c)}>
                  <ListItemText primary={kind === 'CLOSE_MATCH_MDU' && c.unit ? c.unit : c.fullAddress} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant={kind === 'EXISTING_SERVICE' ? 'contained' : 'text'}>
          {texts.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
