import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { WaiverServiceList } from './WaiverServiceList.tsx';
import type { WaiverItem } from './waiver-item.ts';
import type { WaiverProps } from './waiver-props.ts';

interface Props {
  props: WaiverProps;
  items: readonly WaiverItem[];
  withReview: boolean;
  submitting: boolean;
  selectionError: boolean;
  onToggle: (productKey: string) => void;
  onNext: () => void;
}

/**
 * 000 §2 default screen: the services, disclaimer and copy, then the first button (to the review for resume and
 * suspend) or the submit link (cancel and default). Disabled until a service is ticked (000 §4).
 */
export function WaiverSelect({ props, items, withReview, submitting, selectionError, onToggle, onNext }: Props) {
  const anyTicked = items.some((i) => i.changed);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {props.intro && <Typography component="p">{props.intro}</Typography>}
      <WaiverServiceList
        items={items}
        accountNumberLabel={props.accountNumberLabel}
        disabled={submitting}
        errorId={selectionError ? 'waiver-selection-error' : undefined}
        onToggle={onToggle}
      />
      {props.disclaimer && (
        <Typography component="p" variant="body2" color="text.secondary" data-testid="waiver-disclaimer">
          {props.disclaimer}
        </Typography>
      )}
      {props.copy && <Typography component="p">{props.copy}</Typography>}
      <Typography id="waiver-selection-error" role="alert" color="error" component="p" sx={{ minHeight: '1.5em' }}>
        {selectionError ? props.selectionMessage : ''}
      </Typography>
      <Box>
        <Button
          variant={withReview ? 'contained' : 'text'}
          size="large"
          disableElevation
          disabled={!anyTicked || submitting}
          onClick={onNext}
          sx={withReview ? undefined : { textDecoration: 'underline', textUnderlineOffset: '0.15em' }}
        >
          {submitting ? props.submittingLabel : withReview ? props.continueLabel : props.submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
