import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ADDRESS_TEXTS, INSTANT_ON_TEXTS } from '@carrier/shared/address-shopping';
import { track } from '../../analytics/track.ts';
import { AddressCheckForm } from '../../components/address-check/AddressCheckForm.tsx';
import { contentComponent } from '../../components/content-component.tsx';
import { useOwnsPageHeading } from '../../components/use-owns-page-heading.ts';
import { useLocale } from '../../site/use-locale.ts';
import { InfoDialog } from './InfoDialog.tsx';
import { instantOnPropsSchema } from './instant-on-props.ts';
import { readInstantOnQuery } from './instant-on-query.ts';
import { OfferPlans } from './OfferPlans.tsx';
import { useAllInOne } from './use-all-in-one.ts';
import { useInstantOn } from './use-instant-on.ts';

/**
 * 002 §2.6 the instant-on offer page (content type 'instantOnOffer'): spinner, optional heading and copy, the
 * address check, the confirmed address with 'Update', an error line, the special offers, the plan toggle with the
 * all-in-one checkbox, the instruction modal and the all-in-one learn-more modal.
 */
export const InstantOnOffer = contentComponent(
  'instantOnOffer',
  instantOnPropsSchema,
  function InstantOnOfferView({ props }) {
    const locale = useLocale();
    const lang = locale === 'es-us' ? 'es' : 'en';
    const texts = INSTANT_ON_TEXTS[lang];
    const { search } = useLocation();
    const query = useMemo(() => readInstantOnQuery(search), [search]);
    const { view, qualified, failed, update, add } = useInstantOn(query, props.serviceType, props.cartUrl);
    const [allInOne, setAllInOne] = useAllInOne();
    const [modal, setModal] = useState<'instructions' | 'learnMore' | null>(null);
    const headingLevel = useOwnsPageHeading() ? 'h1' : 'h2';
    const check = view.kind === 'plans' || view.kind === 'adding' || view.kind === 'error' ? view.check : null;
    const offerings = view.kind === 'plans' || view.kind === 'adding' || view.kind === 'error' ? view.offerings : [];

    return (
      <Box component="section" data-testid="instant-on" sx={{ py: { xs: 4, md: 6 } }}>
        <Container maxWidth="md">
          {props.heading && (
            <Typography component={headingLevel} variant="h4" sx={{ mb: 1 }}>
              {props.heading}
            </Typography>
          )}
          {props.copy && <Typography sx={{ mb: 3 }}>{props.copy}</Typography>}
          {(view.kind === 'loading' || view.kind === 'adding') && (
            <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
              <CircularProgress size={20} aria-hidden="true" />
              <Typography component="span">{view.kind === 'adding' ? texts.adding : texts.loading}</Typography>
            </Box>
          )}
          {view.kind === 'address' && (
            <AddressCheckForm
              texts={ADDRESS_TEXTS[lang]}
              idPrefix="instant-on"
              pending={view.pending}
              onChecked={qualified}
              onFailed={failed}
            />
          )}
          {check?.validAddress && (
            <Typography sx={{ mb: 2 }} data-testid="confirmed-address">
              {texts.confirmedAddress}: <strong>{check.validAddress.fullAddress}</strong>{' '}
              <Button variant="text" onClick={update} sx={{ verticalAlign: 'baseline' }}>
                {texts.update}
              </Button>
            </Typography>
          )}
          {view.kind === 'error' && (
            <Alert severity="error" data-testid="instant-on-error" data-key={view.key} sx={{ mb: 2 }}>
              {props.messages[view.key] ?? texts[view.key]}
            </Alert>
          )}
          {offerings.length > 0 && (
            <>
              {props.offers.length > 0 && (
                <Box component="section" aria-labelledby="instant-on-offers" sx={{ mb: 3 }}>
                  <Typography id="instant-on-offers" component="h2" variant="h5" sx={{ mb: 1 }}>
                    {texts.offersHeading}
                  </Typography>
                  <Box
                    component="ul"
                    sx={{
                      listStyle: 'none',
                      p: 0,
                      m: 0,
                      display: 'flex',
                      gap: 2,
                      overflowX: 'auto',
                      scrollSnapType: 'x mandatory',
                    }}
                  >
                    {props.offers.map((o) => (
                      <Paper
                        component="li"
                        key={o.heading}
                        variant="outlined"
                        sx={{ p: 2, minWidth: '16rem', scrollSnapAlign: 'start' }}
                      >
                        <Typography component="h3" sx={{ fontWeight: 700 }}>
                          {o.heading}
                        </Typography>
                        <Typography variant="body2">{o.body}</Typography>
                      </Paper>
                    ))}
                  </Box>
                </Box>
              )}
              <Typography component="h2" variant="h5">
                {texts.plansHeading}
              </Typography>
              <FormControlLabel
                control={<Checkbox checked={allInOne} onChange={(e) => setAllInOne(e.target.checked)} />}
                label={texts.allInOne}
              />
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                <Button
                  variant="text"
                  onClick={() => {
                    // 002 §2.6: the learn-more modal's analytics page
                    track({ event: 'virtualPageView', pagePath: '/hsiaio/bundleoffer/learnmore/modal' });
                    setModal('learnMore');
                  }}
                >
                  {texts.learnMore}
                </Button>
                <Button variant="text" onClick={() => setModal('instructions')}>
                  {texts.instructions}
                </Button>
              </Box>
              <OfferPlans
                offerings={offerings}
                allInOne={allInOne}
                busy={view.kind === 'adding'}
                texts={texts}
                locale={locale}
                onAdd={(o) => check && void add(check, o, allInOne)}
              />
            </>
          )}
          <InfoDialog
            id="instant-on-learn-more"
            open={modal === 'learnMore'}
            heading={texts.learnMoreHeading}
            copy={texts.learnMoreCopy}
            close={texts.close}
            onClose={() => setModal(null)}
          />
          <InfoDialog
            id="instant-on-instructions"
            open={modal === 'instructions'}
            heading={texts.instructionsHeading}
            copy={texts.instructionsCopy}
            close={texts.close}
            onClose={() => setModal(null)}
          />
        </Container>
      </Box>
    );
  },
);
