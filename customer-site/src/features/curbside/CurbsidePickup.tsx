import { useMemo, useReducer } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { readCurbsideQuery, type CheckinValues } from '@carrier/shared/curbside';
import { contentComponent } from '../../components/content-component.tsx';
import { useOwnsPageHeading } from '../../components/use-owns-page-heading.ts';
import { getFlags } from '../../api/flags.ts';
import { useSession } from '../../site/session/use-session.ts';
import { useLocale } from '../../site/use-locale.ts';
import { checkIn } from './api/check-in.ts';
import { CheckinForm } from './CheckinForm.tsx';
import { curbsideCopy, curbsidePropsSchema } from './curbside-props.ts';
import { curbsideReducer, formErrors, initialCurbsideState } from './curbside-reducer.ts';
import { CurbsideResult } from './CurbsideResult.tsx';
import { FindYourOrder } from './FindYourOrder.tsx';
import { useEarlyClick } from '../../site/hydration/use-early-click.ts';

/**
 * 002 §2.8 curbside check-in (content type 'curbsidePickup'): the order from the address (ordernum, store,
 * locationID, BOPIS), the choice of car or storefront, its form, then the result view; the find-your-order view
 * when the address breaks a §5 rule.
 */
export const CurbsidePickup = contentComponent(
  'curbsidePickup',
  curbsidePropsSchema,
  function CurbsidePickupView({ props }) {
    const locale = useLocale();
    const lang = locale === 'es-us' ? 'es' : 'en';
    const copy = useMemo(() => curbsideCopy(props, locale), [props, locale]);
    const { search } = useLocation();
    const query = useMemo(() => readCurbsideQuery(search), [search]);
    const [state, dispatch] = useReducer(curbsideReducer, initialCurbsideState);
    const { session } = useSession();
    const h1 = useOwnsPageHeading();
    const sub = h1 ? 'h2' : 'h3';
    const carButton = useEarlyClick();
    const storefrontButton = useEarlyClick();

    const submit = async () => {
      if (!query || state.submitting) return;
      const errors = formErrors(state, copy);
      dispatch({ type: 'submit', texts: copy });
      if (Object.keys(errors).length > 0) return;
      const values: CheckinValues =
        state.view === 'CAR'
          ? { method: 'CAR', car: state.car }
          : { method: 'STOREFRONT', storefront: state.storefront };
      const bopisUrl = query.bopis ? (await getFlags()).curbsideBopisUrl : '';
      const result = await checkIn(
        query,
        values,
        bopisUrl,
        session.status === 'signedIn' ? session.me.csrfToken : undefined,
      );
      dispatch(result.ok ? { type: 'answered', status: result.data } : { type: 'failed' });
    };

    return (
      <Box component="section" data-testid="curbside" sx={{ py: { xs: 4, md: 6 } }}>
        <Container maxWidth="sm">
          {!query ? (
            <FindYourOrder copy={copy} headingLevel={h1 ? 'h1' : 'h2'} />
          ) : (
            <>
              <Typography component={h1 ? 'h1' : 'h2'} variant="h3" sx={{ mb: 1 }}>
                {copy.heading}
              </Typography>
              <Typography sx={{ mb: 4, color: 'text.secondary' }} data-testid="curbside-order">
                {copy.orderLine.replace('{ordernum}', query.ordernum)}
              </Typography>
              {state.view === 'choose' ? (
                <Box data-testid="curbside-choose">
                  <Typography sx={{ mb: 2 }}>{copy.chooseIntro}</Typography>
                  <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                    <Button
                      {...carButton}
                      variant="contained"
                      size="large"
                      onClick={() => dispatch({ type: 'choose', method: 'CAR' })}
                    >
                      {copy.chooseCar}
                    </Button>
                    <Button
                      {...storefrontButton}
                      variant="contained"
                      size="large"
                      onClick={() => dispatch({ type: 'choose', method: 'STOREFRONT' })}
                    >
                      {copy.chooseStorefront}
                    </Button>
                  </Box>
                </Box>
              ) : state.view === 'CAR' || state.view === 'STOREFRONT' ? (
                <CheckinForm
                  key={state.view}
                  method={state.view}
                  state={state}
                  dispatch={dispatch}
                  copy={copy}
                  lang={lang}
                  headingLevel={sub}
                  onSubmit={() => void submit()}
                />
              ) : (
                <CurbsideResult status={state.status} store={query.store} copy={copy} headingLevel={sub} />
              )}
            </>
          )}
        </Container>
      </Box>
    );
  },
);
