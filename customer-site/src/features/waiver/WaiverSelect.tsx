import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { WaiverServiceList } from './WaiverServiceList.tsx';
import type { WaiverItem } from './waiver-item.ts';
import { useWaiverContext } from './use-waiver-context.ts';

interface Props {
  items: readonly WaiverItem[];
  withReview: boolean;
  submitting: boolean;
  selectionError: boolean;
  onToggle: (productKey: string) => void;
  onNext: () => void;
}

/**
 * 000 §2 default screen: the services, disclaimer and copy, then the first button (to the review for resume and
 * suspend) or the submit (cancel and default; the specification's "submit link", shown as a filled button like every
 * other submit so it reads as the action it is). Disabled until a service is ticked (000 §4) and while it sends.
 */
export function WaiverSelect({ items, withReview, submitting, selectionError, onToggle, onNext }: Props) {
  const { content } = useWaiverContext();
  const anyTicked = items.some((i) => i.changed);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {content.intro && <Typography component="p">{content.intro}</Typography>}
      <WaiverServiceList
        items={items}
        accountNumberLabel={content.accountNumberLabel}
        disabled={submitting}
        errorId={selectionError ? 'waiver-selection-error' : undefined}
        onToggle={onToggle}
      />
      {content.disclaimer && (
        <Typography component="p" variant="body2" color="text.secondary" data-testid="waiver-disclaimer">
          {content.disclaimer}
        </Typography>
      )}
      {content.copy && <Typography component="p">{content.copy}</Typography>}
      <Typography id="waiver-selection-error" role="alert" color="error" component="p" sx={{ minHeight: '1.5em' }}>
        {selectionError ? content.selectionMessage : ''}
      </Typography>
      <Box>
        <Button
          variant="contained"
          color="primary"
          size="large"
          disableElevation
          disabled={!anyTicked || submitting}
          onClick={onNext}
        >
          {submitting ? content.submittingLabel : withReview ? content.continueLabel : content.submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
