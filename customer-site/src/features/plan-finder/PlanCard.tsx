import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatPrice, type LabelTexts, type PlanRecord } from '@carrier/shared/address-shopping';
import type { Locale } from '@carrier/shared/content';
import { BroadbandFacts } from './BroadbandFacts.tsx';
import { fill } from './fill.ts';

/**
 * 002 §3 plan card: the plan's heading and its broadband label in an accordion (accordionLabel, by default 'Mobile
 * Broadband Consumer Disclosure'), opened by click or keyboard.
 */
export function PlanCard({
  plan,
  accordionLabel,
  disableLinks,
  texts,
  locale,
}: {
  plan: PlanRecord;
  accordionLabel: string;
  disableLinks: boolean;
  texts: LabelTexts;
  locale: Locale;
}) {
  const id = `plan-${plan.planIds[0]?.uniqueID ?? plan.planName}`;
  return (
    <Card variant="outlined" data-testid="plan-card" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h3" variant="h6">
          {plan.planName}
        </Typography>
        <Typography sx={{ mb: 1 }}>
          {fill(texts.perMonth, { price: formatPrice(plan.label.monthlyPrice, locale) })}
        </Typography>
        <Accordion disableGutters variant="outlined">
          <AccordionSummary aria-controls={`${id}-label`} id={`${id}-summary`}>
            <Typography component="span">{accordionLabel}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`${id}-label`}>
            <BroadbandFacts label={plan.label} texts={texts} locale={locale} disableLinks={disableLinks} />
          </AccordionDetails>
        </Accordion>
      </CardContent>
    </Card>
  );
}
