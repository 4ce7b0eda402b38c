import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { fillText } from '@carrier/shared/discount-program';

/** 001 §2 the call-us panel of the sales-assist option: the sales number as a tel: link. */
export function CallUsPanel({
  phone,
  texts,
}: {
  phone: string;
  texts: { heading: string; copy: string; link: string };
}) {
  const tel = `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;
  return (
    <Paper component="aside" variant="outlined" aria-labelledby="call-us-heading" sx={{ p: 2, mt: 3 }}>
      <Typography id="call-us-heading" component="h3" variant="h6">
        {texts.heading}
      </Typography>
      <Typography sx={{ mb: 1 }}>{texts.copy}</Typography>
      <Link href={tel}>{fillText(texts.link, { phone })}</Link>
    </Paper>
  );
}
