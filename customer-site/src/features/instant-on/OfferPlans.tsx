import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  formatPrice,
  monthlyWithBundle,
  priceOf,
  type InstantOnTexts,
  type ProductOffering,
} from '@carrier/shared/address-shopping';
import type { Locale } from '@carrier/shared/content';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/**
 * 002 §2.6 the plan toggle of instant-on: a tab per plan with its speed, its monthly price (RC, with the all-in-one
 * discount when ticked) and one-time price (OC), rounded to 2 decimals, and 'Add to cart'.
 */
export function OfferPlans({
  offerings,
  allInOne,
  busy,
  texts,
  locale,
  onAdd,
}: {
  offerings: readonly ProductOffering[];
  allInOne: boolean;
  busy: boolean;
  texts: InstantOnTexts;
  locale: Locale;
  onAdd: (offering: ProductOffering) => void;
}) {
  const [index, setIndex] = useState(0);
  const current = offerings[Math.min(index, offerings.length - 1)];
  return (
    <Box data-testid="instant-on-plans">
      <Tabs
        value={Math.min(index, offerings.length - 1)}
        onChange={(_e, v: number) => setIndex(v)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={texts.plansHeading}
      >
        {offerings.map((o, i) => (
          <Tab key={o.id} label={o.name} id={`offer-tab-${i}`} aria-controls="offer-tabpanel" />
        ))}
      </Tabs>
      {current && (
        <Box role="tabpanel" id="offer-tabpanel" aria-labelledby={`offer-tab-${index}`} sx={{ py: 2 }}>
          <Typography component="h3" variant="h6">
            {current.name}
          </Typography>
          <Typography>{fill(texts.download, { speed: current.downloadMbps })}</Typography>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }} data-testid="offer-monthly">
            {fill(texts.perMonth, { price: formatPrice(monthlyWithBundle(current, allInOne), locale) })}
          </Typography>
          <Typography data-testid="offer-one-time">
            {fill(texts.oneTime, { price: formatPrice(priceOf(current.productOfferingTotalPrice, 'OC'), locale) })}
          </Typography>
          <Button variant="contained" sx={{ mt: 2 }} disabled={busy} onClick={() => onAdd(current)}>
            {texts.addToCart}
          </Button>
        </Box>
      )}
    </Box>
  );
}
