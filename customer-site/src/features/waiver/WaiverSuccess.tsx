import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BREAKPOINTS } from '@carrier/shared/self-service';
import { ContentIcon } from '../../components/ContentIcon.tsx';
import { SubmissionReceipt } from '../../components/submission/SubmissionReceipt.tsx';
import type { WaiverProps } from './waiver-props.ts';
import type { WaiverReceipt } from './waiver-reducer.ts';

/** 000 §9: above the mobile breakpoint (767 px) the two cards sit side by side. */
const SIDE_BY_SIDE = `@media (min-width: ${BREAKPOINTS.mobileMax + 1}px)`;

/**
 * 000 §2 success screen: the confirmation copy, the request's reference (with a note when it had already been
 * received) and two cards, each with an icon, text and a link button: the next steps.
 */
export function WaiverSuccess({
  success,
  receipt,
  onStartNew,
}: {
  success: WaiverProps['success'];
  receipt: WaiverReceipt | null;
  onStartNew: () => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {success.copy && <Typography component="p">{success.copy}</Typography>}
      {receipt && (
        <SubmissionReceipt
          reference={receipt.reference}
          alreadyReceived={receipt.alreadyReceived}
          onStartNew={onStartNew}
        />
      )}
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: '1fr',
          [SIDE_BY_SIDE]: { gridTemplateColumns: '1fr 1fr' },
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {success.cards.map((card, i) => (
          <Card key={i} component="li" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
            <CardContent sx={{ display: 'grid', gap: 1.5, flex: 1 }}>
              <ContentIcon name={card.icon} />
              <Typography component="p">{card.text}</Typography>
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2 }}>
              <Button variant="outlined" href={card.link.href}>
                {card.link.label}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
