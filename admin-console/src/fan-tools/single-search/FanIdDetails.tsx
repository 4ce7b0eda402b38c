import { useId } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { fanToolsText, type FanProfile } from '@carrier/shared/fan-tools';
import { consoleText } from '../../console-text.ts';
import { DetailSection } from '../common/DetailSection.tsx';
import { affinityTagsText, booleanText, discountText, webStatusText } from '../../ui/format.ts';

/** 002 §2.4 expandable 'FAN ID details': Profile, Contact Information and Promotions. */
export const FanIdDetails = ({ profile }: { profile: FanProfile }) => {
  const id = useId();
  const { contactInformation: contact, promotions } = profile;

  return (
    <Accordion disableGutters variant="outlined" slotProps={{ heading: { component: 'h4' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-summary`} aria-controls={`${id}-details`}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {fanToolsText.fanIdDetails}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <DetailSection
          heading={fanToolsText.profile}
          items={[
            { label: consoleText.webStatus, value: webStatusText(profile) },
            { label: consoleText.reasonForChange, value: profile.onlExpStatusChangeReason },
            { label: consoleText.contractType, value: profile.contractType },
            { label: consoleText.agreementType, value: profile.agreementType },
            { label: consoleText.liabilityType, value: profile.liabilityType },
            { label: consoleText.affinityTags, value: affinityTagsText(profile.affinityTags) },
          ]}
        />
        <DetailSection
          heading={fanToolsText.contactInformation}
          items={[
            { label: consoleText.contactName, value: contact.employeeName },
            { label: consoleText.contactEmail, value: contact.emailAddress },
            { label: consoleText.contactWorkPhone, value: contact.workPhone },
          ]}
        />
        <DetailSection
          heading={fanToolsText.promotions}
          items={[
            { label: consoleText.activationFeeWaiver, value: booleanText(promotions.isWaivedActivationFees) },
            { label: consoleText.upgradeFeeWaiver, value: booleanText(promotions.isWaivedUpgradeFees) },
            { label: consoleText.serviceDiscount, value: discountText(promotions.discounts, 'SERVICE') },
            { label: consoleText.accessoryDiscount, value: discountText(promotions.discounts, 'ACCESSORY') },
          ]}
        />
      </AccordionDetails>
    </Accordion>
  );
};
