import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { contentComponent } from '../../components/content-component.tsx';
import { useOwnsPageHeading } from '../../components/use-owns-page-heading.ts';
import { useLocale } from '../../site/use-locale.ts';
import { CallToOrderDialog } from './CallToOrderDialog.tsx';
import { carCopy, carPropsSchema } from './car-props.ts';
import { useVinFlow } from './use-vin-flow.ts';
import { VinModal } from './VinModal.tsx';
import { VinResultModal } from './VinResultModal.tsx';

/**
 * 002 §2.2 the connected-car hero panel (content type 'inCarWifiPanel'): heading, copy and a 'Get started' button
 * that opens the VIN modal (step 0), then a result modal (steps 2–5) or the carmaker's own site; business customers
 * get the call-to-order modal instead when the sales-team ordering flag is on.
 */
export const InCarWifiPanel = contentComponent(
  'inCarWifiPanel',
  carPropsSchema,
  function InCarWifiPanelView({ props }) {
    const locale = useLocale();
    const copy = useMemo(() => carCopy(props, locale), [props, locale]);
    const flow = useVinFlow(props);
    const level = useOwnsPageHeading() ? 'h1' : 'h2';
    // the button works once the page's scripts run (journeys wait for data-ready)
    const [ready, setReady] = useState(false);
    useEffect(() => setReady(true), []);
    return (
      <Box
        component="section"
        aria-labelledby="in-car-wifi-heading"
        data-testid="in-car-wifi"
        data-ready={ready}
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          py: { xs: 6, md: 10 },
          '--focus-ring': '#ffffff',
        }}
      >
        <Container maxWidth="lg">
          <Typography id="in-car-wifi-heading" component={level} variant="h1" sx={{ maxWidth: '22ch' }}>
            {copy.heading}
          </Typography>
          <Typography component="p" sx={{ mt: 2, maxWidth: '40rem', fontSize: { xs: '1.1rem', md: '1.25rem' } }}>
            {copy.copy}
          </Typography>
          <Button
            onClick={() => void flow.start()}
            variant="contained"
            size="large"
            disableElevation
            aria-haspopup="dialog"
            sx={{ mt: 4, bgcolor: 'common.white', color: 'primary.main', '&:hover': { bgcolor: 'grey.100' } }}
          >
            {copy.getStarted}
          </Button>
        </Container>
        <VinModal flow={flow} copy={copy} />
        <VinResultModal flow={flow} copy={copy} props={props} />
        <CallToOrderDialog
          open={flow.state.open === 'callToOrder'}
          phone={flow.phone}
          copy={copy}
          onClose={flow.close}
        />
      </Box>
    );
  },
);
