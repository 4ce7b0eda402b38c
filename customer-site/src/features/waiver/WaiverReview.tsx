import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { WaiverItem } from './waiver-item.ts';
import { useWaiverContext } from './use-waiver-context.ts';

interface Props {
  items: readonly WaiverItem[];
  submitting: boolean;
  onBack: () => void;
  onSubmit: () => void;
}

/** 000 §2 review screen (resume and suspend): the chosen services with their charges and notes, and the copy. */
export function WaiverReview({ items, submitting, onBack, onSubmit }: Props) {
  const { content } = useWaiverContext();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {content.review?.copy && <Typography component="p">{content.review.copy}</Typography>}
      <List disablePadding aria-label={content.review?.heading}>
        {items.map((item) => (
          <ListItem key={item.productKey} divider sx={{ display: 'grid', gap: 0.5, px: 0 }}>
            <Typography component="p" sx={{ fontWeight: 600 }}>
              {item.name}
            </Typography>
            <Typography component="p" color="text.secondary">
              {content.accountNumberLabel}: {item.accountNumber}
            </Typography>
            {item.charges && (
              <Typography component="p">
                {content.chargesLabel}: {item.charges}
              </Typography>
            )}
            {item.selectionNotes && (
              <Typography component="p" variant="body2">
                {item.selectionNotes}
              </Typography>
            )}
          </ListItem>
        ))}
      </List>
      {content.copy && <Typography component="p">{content.copy}</Typography>}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" size="large" disableElevation disabled={submitting} onClick={onSubmit}>
          {submitting ? content.submittingLabel : content.submitLabel}
        </Button>
        <Button variant="outlined" size="large" disabled={submitting} onClick={onBack}>
          {content.backLabel}
        </Button>
      </Box>
    </Box>
  );
}
