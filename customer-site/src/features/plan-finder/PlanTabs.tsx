import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { LabelTexts, PlanFinderTexts, PlanRecord } from '@carrier/shared/address-shopping';
import type { Locale } from '@carrier/shared/content';
import { PlanCard } from './PlanCard.tsx';

/** 002 §2.1 the plan toggle (the default layout): a tab per plan, its card and label in the tab's panel. */
export function PlanTabs({
  plans,
  accordionLabel,
  disableLinks,
  texts,
  labelTexts,
  locale,
}: {
  plans: readonly PlanRecord[];
  accordionLabel: string;
  disableLinks: boolean;
  texts: PlanFinderTexts;
  labelTexts: LabelTexts;
  locale: Locale;
}) {
  const [index, setIndex] = useState(0);
  const current = plans[Math.min(index, plans.length - 1)];
  return (
    <Box data-testid="plan-tabs">
      <Tabs
        value={Math.min(index, plans.length - 1)}
        onChange={(_e, value: number) => setIndex(value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={texts.plansTabs}
      >
        {plans.map((p, i) => (
          <Tab key={p.planName} label={p.planName} id={`plan-tab-${i}`} aria-controls="plan-tabpanel" />
        ))}
      </Tabs>
      {current && (
        <Box role="tabpanel" id="plan-tabpanel" aria-labelledby={`plan-tab-${index}`} sx={{ pt: 2, maxWidth: '32rem' }}>
          <PlanCard
            plan={current}
            accordionLabel={accordionLabel}
            disableLinks={disableLinks}
            texts={labelTexts}
            locale={locale}
          />
        </Box>
      )}
    </Box>
  );
}
