import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatPrice, type LabelTexts, type PlanCard as PlanCardData } from '@carrier/shared/address-shopping';
import type { Locale } from '@carrier/shared/content';
import { BroadbandFacts } from './BroadbandFacts.tsx';
import { fill } from './fill.ts';

/**
 * 002 §3 plan card: the plan's heading and its broadband label in an accordion (accordionLabel, by default 'Mobile
 * Broadband Consumer Disclosure'), opened by click or keyboard.
 */
export function PlanCard({ card, texts, locale }: { card: PlanCardData; texts: LabelTexts; locale: Locale }) {
  const { nutritionLabel } = card;
  const id = `plan-${nutritionLabel.uniqueId}`;
  return (
    <Card
      variant="outlined"
      data-testid="plan-card"
      data-unique-id={nutritionLabel.uniqueId}
      data-lob={nutritionLabel.lob}
      data-taxation-geo-code={nutritionLabel.taxationGeoCode ?? undefined}
      data-acc-type={nutritionLabel.accType}
      data-acc-sub-type={nutritionLabel.accSubType}
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Typography component="h3" variant="h6">
          {card.heading}
        </Typography>
        <Typography sx={{ mb: 1 }}>
          {fill(texts.perMonth, { price: formatPrice(card.label.monthlyPrice, locale) })}
        </Typography>
        <Accordion disableGutters variant="outlined">
          <AccordionSummary aria-controls={`${id}-label`} id={`${id}-summary`}>
            <Typography component="span">{nutritionLabel.accordionLabel}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`${id}-label`}>
            <BroadbandFacts
              label={card.label}
              texts={texts}
              locale={locale}
              disableLinks={nutritionLabel.disableLinks}
            />
          </AccordionDetails>
        </Accordion>
      </CardContent>
    </Card>
  );
}
