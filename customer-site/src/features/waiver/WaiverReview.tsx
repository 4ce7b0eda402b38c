import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { WaiverItem } from './waiver-item.ts';
import type { WaiverProps } from './waiver-props.ts';

interface Props {
  props: WaiverProps;
  items: readonly WaiverItem[];
  submitting: boolean;
  onBack: () => void;
  onSubmit: () => void;
}

/** 000 §2 review screen (resume and suspend): the chosen services with their charges and notes, and the copy. */
export function WaiverReview({ props, items, submitting, onBack, onSubmit }: Props) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {props.review?.copy && <Typography component="p">{props.review.copy}</Typography>}
      <List disablePadding aria-label={props.review?.heading}>
        {items.map((item) => (
          <ListItem key={item.productKey} divider sx={{ display: 'grid', gap: 0.5, px: 0 }}>
            <Typography component="p" sx={{ fontWeight: 600 }}>{item.name}</Typography>
            <Typography component="p" color="text.secondary">
              {props.accountNumberLabel}: {item.accountNumber}
            </Typography>
            {item.charges && (
              <Typography component="p">
                {props.chargesLabel}: {item.charges}
              </Typography>
            )}
            {item.selectionNotes && <Typography component="p" variant="body2">{item.selectionNotes}</Typography>}
          </ListItem>
        ))}
      </List>
      {props.copy && <Typography component="p">{props.copy}</Typography>}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" size="large" disableElevation disabled={submitting} onClick={onSubmit}>
          {submitting ? props.submittingLabel : props.submitLabel}
        </Button>
        <Button variant="outlined" size="large" disabled={submitting} onClick={onBack}>
          {props.backLabel}
        </Button>
      </Box>
    </Box>
  );
}
