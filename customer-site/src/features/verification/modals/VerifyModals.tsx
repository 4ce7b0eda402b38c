import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { VerifyFormText } from '@carrier/shared/discount-program';

export type VerifyModal = 'hardStop' | 'conflict' | 'eligibility';

export interface VerifyModalsProps {
  modal: VerifyModal | null;
  text: VerifyFormText;
  /** Where 'Close' and 'keep' lead (001 §8: /buy/phones/), and the postpaid plan list of 'OK'. */
  shopUrl: string;
  postpaidUrl: string;
  onChangeOffer: () => void;
  onClose: () => void;
}

function Modal({
  id,
  title,
  copy,
  children,
  onClose,
}: {
  id: string;
  title: string;
  copy: React.ReactNode;
  children: React.ReactNode;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-heading`} aria-describedby={`${id}-copy`} data-testid={id}>
      <DialogTitle id={`${id}-heading`} component="h2">
        {title}
      </DialogTitle>
      <DialogContent>
        <Typography id={`${id}-copy`} component="div">
          {copy}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, flexWrap: 'wrap', gap: 1 }}>{children}</DialogActions>
    </Dialog>
  );
}

/**
 * 001 §2, §4 the verify form's data-error modals: the hard stop (fanAlreadyEnrolled: 'You’re already getting the best
 * discount', Close), the conflict (accountAlreadyHaveFan: keep, or change, which resends with the change-offer flag)
 * and the eligibility error ('Call us to check eligibility', the support phone, OK to the postpaid plan list).
 */
export function VerifyModals({ modal, text, shopUrl, postpaidUrl, onChangeOffer, onClose }: VerifyModalsProps) {
  if (modal === 'hardStop')
    return (
      <Modal id="verify-hard-stop" title={text.hardStopHeading} copy={text.hardStopCopy} onClose={onClose}>
        <Button variant="contained" disableElevation href={shopUrl}>
          {text.close}
        </Button>
      </Modal>
    );
  if (modal === 'conflict')
    return (
      <Modal id="verify-conflict" title={text.conflictHeading} copy={text.conflictCopy} onClose={onClose}>
        <Button variant="outlined" href={shopUrl}>
          {text.conflictKeep}
        </Button>
        <Button variant="contained" disableElevation onClick={onChangeOffer}>
          {text.conflictChange}
        </Button>
      </Modal>
    );
  if (modal === 'eligibility')
    return (
      <Modal
        id="verify-eligibility"
        title={text.eligibilityHeading}
        copy={
          <>
            {text.eligibilityCopy}{' '}
            <Link href={`tel:+${text.eligibilityPhone.replace(/\D/g, '')}`}>{text.eligibilityPhone}</Link>
          </>
        }
        onClose={onClose}
      >
        <Button variant="contained" disableElevation href={postpaidUrl}>
          {text.ok}
        </Button>
      </Modal>
    );
  return null;
}
