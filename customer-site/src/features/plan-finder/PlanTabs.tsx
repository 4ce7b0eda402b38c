import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { LabelTexts, PlanCard as PlanCardData, PlanFinderTexts } from '@carrier/shared/address-shopping';
import type { Locale } from '@carrier/shared/content';
import { PlanCard } from './PlanCard.tsx';

/** 002 §2.1 the plan toggle (the default layout): a tab per plan, its card and label in the tab's panel. */
export function PlanTabs({
  cards,
  texts,
  labelTexts,
  locale,
}: {
  cards: readonly PlanCardData[];
  texts: PlanFinderTexts;
  labelTexts: LabelTexts;
  locale: Locale;
}) {
  const [index, setIndex] = useState(0);
  const current = cards[Math.min(index, cards.length - 1)];
  return (
    <Box data-testid="plan-tabs">
      <Tabs
        value={Math.min(index, cards.length - 1)}
        onChange={(_e, value: number) => setIndex(value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={texts.plansTabs}
      >
        {cards.map((c, i) => (
          <Tab key={c.nutritionLabel.uniqueId} label={c.heading} id={`plan-tab-${i}`} aria-controls="plan-tabpanel" />
        ))}
      </Tabs>
      {current && (
        <Box role="tabpanel" id="plan-tabpanel" aria-labelledby={`plan-tab-${index}`} sx={{ pt: 2, maxWidth: '32rem' }}>
          <PlanCard card={current} texts={labelTexts} locale={locale} />
        </Box>
      )}
    </Box>
  );
}
