import { useEffect, useMemo, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  ADDRESS_TEXTS,
  DEFAULT_PRODUCT_FAMILY,
  finderErrorMessage,
  LABEL_TEXTS,
  PLAN_FINDER_TEXTS,
  toPlanCard,
  type ProductFamily,
} from '@carrier/shared/address-shopping';
import { siteHref } from '@carrier/shared/content';
import { AddressCheckForm } from '../../components/address-check/AddressCheckForm.tsx';
import { contentComponent } from '../../components/content-component.tsx';
import { useOwnsPageHeading } from '../../components/use-owns-page-heading.ts';
import { useLocale } from '../../site/use-locale.ts';
import { fill } from './fill.ts';
import { planFinderPropsSchema } from './plan-finder-props.ts';
import { PlanGrid } from './PlanGrid.tsx';
import { PlanTabs } from './PlanTabs.tsx';
import { usePlanFinder } from './use-plan-finder.ts';

/**
 * 002 §2.1 the plan label finder (content type 'nutritionLabelPanel'): heading and copy, the product-family buttons,
 * the address check, then the plans for the address (grid or plan toggle) with each plan's broadband label, the
 * selected address and 'Change'; or the alert of §8 with the family's contact from the plan map.
 */
export const NutritionLabelPanel = contentComponent(
  'nutritionLabelPanel',
  planFinderPropsSchema,
  function NutritionLabelPanelView({ props }) {
    const locale = useLocale();
    const lang = locale === 'es-us' ? 'es' : 'en';
    const texts = PLAN_FINDER_TEXTS[lang];
    const labelTexts = LABEL_TEXTS[lang];
    const addressTexts = ADDRESS_TEXTS[lang];
    const firstFamily: ProductFamily = props.families[0] ?? DEFAULT_PRODUCT_FAMILY;
    const { state, checked, checkFailed, chooseFamily, change } = usePlanFinder(firstFamily, props.channel);
    const headingLevel = useOwnsPageHeading() ? 'h1' : 'h2';
    const { view } = state;
    const check = view.kind === 'form' ? null : view.check;
    const resultsRef = useRef<HTMLDivElement>(null);
    const errorMessage = useMemo(
      () => (view.kind === 'error' ? finderErrorMessage(view.code, props.errors, texts.GENERAL_ERROR) : null),
      [view, props.errors, texts],
    );

    const cards = useMemo(
      () =>
        view.kind === 'results'
          ? view.plans.map((plan) =>
              toPlanCard(plan, {
                check: view.check,
                contact: view.contact,
                accordionLabel: props.accordionLabel ?? texts.accordionLabel,
                disableLinks: view.disableLinks,
              }),
            )
          : [],
      [view, props.accordionLabel, texts],
    );

    useEffect(() => {
      if (view.kind === 'results' || view.kind === 'error') resultsRef.current?.focus();
    }, [view.kind]);

    return (
      <Box component="section" data-testid="plan-finder" sx={{ py: { xs: 4, md: 6 } }}>
        <Container maxWidth="lg">
          <Typography component={headingLevel} variant="h4" sx={{ mb: 1 }}>
            {props.heading ?? texts.heading}
          </Typography>
          <Typography sx={{ mb: 3 }}>{props.copy ?? texts.copy}</Typography>
          {props.families.length > 1 && (
            <ToggleButtonGroup
              exclusive
              value={state.family}
              onChange={(_e, value: ProductFamily | null) => value && chooseFamily(value)}
              aria-label={texts.families}
              sx={{ mb: 3, flexWrap: 'wrap' }}
            >
              {props.families.map((f) => (
                <ToggleButton key={f} value={f}>
                  {texts[f]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
          {check?.validAddress ? (
            <Typography sx={{ mb: 2 }} data-testid="selected-address">
              {texts.selectedAddress} <strong>{check.validAddress.fullAddress}</strong>{' '}
              <Button variant="text" onClick={change} sx={{ verticalAlign: 'baseline' }}>
                {texts.change}
              </Button>
            </Typography>
          ) : (
            <AddressCheckForm texts={addressTexts} idPrefix="finder" onChecked={checked} onFailed={checkFailed} />
          )}
          <Box ref={resultsRef} tabIndex={-1} sx={{ mt: 3, outline: 'none' }}>
            {view.kind === 'loading' && (
              <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <CircularProgress size={20} aria-hidden="true" />
                <Typography component="span">{addressTexts.checking}</Typography>
              </Box>
            )}
            {view.kind === 'error' && (
              <Alert severity="error" data-testid="finder-error" data-code={view.code}>
                {errorMessage}
                {view.contact && (
                  <>
                    {' '}
                    <Link href={siteHref(view.contact.errorContactUsLink, locale)}>
                      {fill(texts.contact, { label: view.contact.label })}
                    </Link>{' '}
                    <Link href={`tel:${view.contact.phone.replace(/[^0-9+]/g, '')}`}>
                      {fill(texts.call, { phone: view.contact.phone })}
                    </Link>
                  </>
                )}
              </Alert>
            )}
            {view.kind === 'results' &&
              (props.layout === 'GRID_VIEW' ? (
                <PlanGrid
                  key={state.family}
                  cards={cards}
                  pageSize={props.pageSize}
                  texts={texts}
                  labelTexts={labelTexts}
                  locale={locale}
                />
              ) : (
                <PlanTabs key={state.family} cards={cards} texts={texts} labelTexts={labelTexts} locale={locale} />
              ))}
          </Box>
        </Container>
      </Box>
    );
  },
);
