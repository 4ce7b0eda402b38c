import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatPrice, labelPaths, type BroadbandLabel, type LabelTexts } from '@carrier/shared/address-shopping';
import type { Locale } from '@carrier/shared/content';
import { fill } from './fill.ts';

const rule = (weight: number) => ({ borderTop: `${weight}px solid`, borderColor: 'text.primary' });

function Row({ name, value, strong = false }: { name: string; value: string; strong?: boolean }) {
  return (
    <Box component="tr" sx={{ ...rule(1) }}>
      <Typography component="th" scope="row" sx={{ textAlign: 'left', fontWeight: strong ? 700 : 400, py: 0.5, pr: 2 }}>
        {name}
      </Typography>
      <Typography component="td" sx={{ textAlign: 'right', fontWeight: strong ? 700 : 400, py: 0.5 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The FCC Broadband Facts label of one plan: provider and disclosure, monthly price and introductory period,
 * provider and one-time fees, taxes, discounts, speeds and latency, data included, policies, and the unique plan
 * identifier, with the label's version and its machine-readable JSON. disableLinks (the plan map's) shows the
 * policies without links.
 */
export function BroadbandFacts({
  label,
  texts,
  locale,
  disableLinks,
  headingLevel = 'h4',
}: {
  label: BroadbandLabel;
  texts: LabelTexts;
  locale: Locale;
  disableLinks: boolean;
  headingLevel?: 'h3' | 'h4';
}) {
  const price = (n: number) => formatPrice(n, locale);
  const fees = (list: BroadbandLabel['oneTimeFees']) =>
    list.length === 0
      ? [<Row key="none" name={texts.none} value={price(0)} />]
      : list.map((f) => <Row key={f.name} name={f.name} value={price(f.amount)} />);
  const link = (href: string, children: string) =>
    disableLinks ? <span>{children}</span> : <Link href={href}>{children}</Link>;
  const date = new Date(label.effectiveFrom).toLocaleDateString(locale === 'es-us' ? 'es-US' : 'en-US', {
    timeZone: 'UTC',
  });

  return (
    <Box
      data-testid="broadband-facts"
      sx={{ border: '2px solid', borderColor: 'text.primary', p: 2, maxWidth: '26rem', bgcolor: 'background.paper' }}
    >
      <Typography component={headingLevel} sx={{ fontSize: '1.75rem', fontWeight: 800, lineHeight: 1.1 }}>
        {texts.title}
      </Typography>
      <Typography>{label.providerName}</Typography>
      <Typography sx={{ fontWeight: 700 }}>{label.planName}</Typography>
      <Typography variant="body2">{label.serviceType === 'Fixed' ? texts.fixed : texts.mobile}</Typography>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', mt: 1, ...rule(8) }}>
        <tbody>
          <Row name={texts.monthlyPrice} value={price(label.monthlyPrice)} strong />
        </tbody>
      </Box>
      <Typography variant="body2" sx={{ my: 1 }}>
        {label.introductoryPeriod
          ? fill(texts.introPrice, {
              months: label.introductoryPeriod.months,
              price: price(label.introductoryPeriod.priceAfter),
            })
          : texts.noIntro}{' '}
        {label.contractRequired ? texts.contract : texts.noContract}
        {label.contractTermsUrl ? <> {link(label.contractTermsUrl, texts.contractTerms)}</> : null}
      </Typography>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', ...rule(4) }}>
        <caption style={{ textAlign: 'left', fontWeight: 700, paddingTop: 4 }}>{texts.additionalCharges}</caption>
        <tbody>
          <Row name={texts.providerFees} value="" strong />
          {fees(label.monthlyProviderFees)}
          <Row name={texts.oneTimeFees} value="" strong />
          {fees(label.oneTimeFees)}
          <Row name={texts.taxes} value={label.governmentTaxesVaryByLocation ? texts.taxesVary : price(0)} strong />
        </tbody>
      </Box>
      <Box sx={{ ...rule(4), py: 0.5 }}>
        <Typography sx={{ fontWeight: 700 }}>{texts.discounts}</Typography>
        {label.discounts.map((d) => (
          <Typography key={d.name} variant="body2">
            {link(d.url, d.name)}
          </Typography>
        ))}
      </Box>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', ...rule(4) }}>
        <tbody>
          <Row name={texts.acp} value={label.acpParticipant ? texts.acpYes : texts.acpNo} strong />
        </tbody>
      </Box>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', ...rule(4) }}>
        <caption style={{ textAlign: 'left', fontWeight: 700, paddingTop: 4 }}>{texts.speeds}</caption>
        <tbody>
          <Row name={texts.download} value={`${label.speeds.downloadMbps} Mbps`} />
          <Row name={texts.upload} value={`${label.speeds.uploadMbps} Mbps`} />
          <Row name={texts.latency} value={`${label.speeds.latencyMs} ms`} />
        </tbody>
      </Box>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', ...rule(4) }}>
        <tbody>
          <Row name={texts.data} value={label.dataIncluded} strong />
        </tbody>
      </Box>
      <Box sx={{ ...rule(4), py: 0.5 }}>
        <Typography sx={{ fontWeight: 700 }}>{texts.policies}</Typography>
        <Typography variant="body2">{link(label.policies.networkManagement, texts.networkManagement)}</Typography>
        <Typography variant="body2">{link(label.policies.privacy, texts.privacy)}</Typography>
        <Typography variant="body2">{link(label.policies.support, texts.support)}</Typography>
      </Box>
      <Box sx={{ ...rule(8), pt: 1 }}>
        <Typography variant="body2">
          {texts.uniqueId}: <span data-testid="unique-plan-id">{label.uniqueId}</span>
        </Typography>
        <Typography variant="body2">{fill(texts.version, { version: label.version, date })}</Typography>
        {!disableLinks && (
          <Typography variant="body2">
            <Link href={labelPaths.version(label.uniqueId, label.version)}>{texts.json}</Link>
          </Typography>
        )}
      </Box>
    </Box>
  );
}
