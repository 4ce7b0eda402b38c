import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocale } from '../../site/use-locale.ts';
import { linkClick, submitEnrollment } from './enrollment-actions.ts';
import { siteHref } from '@carrier/shared/content';
import { useEnrollmentState } from './enrollment-store.ts';
import { useEnrollmentView } from './enrollment-view-context.ts';
import { ScreenHeading } from './ScreenHeading.tsx';

/** 001 §2 enrollment confirmation: heading, subheading, the primary submit and a secondary link. */
export function EnrollmentConfirm() {
  const { copy, env } = useEnrollmentView();
  const { busy } = useEnrollmentState();
  const locale = useLocale();
  const text = copy.enroll;
  const secondary = siteHref(text.secondaryLinkUrl, locale);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="enroll-confirm-heading"
      data-testid="enroll-confirm"
      sx={{ p: { xs: 3, md: 5 } }}
    >
      <ScreenHeading id="enroll-confirm-heading">{text.heading}</ScreenHeading>
      <Typography component="p" sx={{ mb: 3 }}>
        {text.subheading}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 3, alignItems: { sm: 'center' } }}>
        <Button
          variant="contained"
          size="large"
          disableElevation
          disabled={busy}
          onClick={() => void submitEnrollment(env)}
        >
          {text.submit}
        </Button>
        <Link href={secondary} sx={{ fontSize: '1rem' }} onClick={() => linkClick(text.secondaryLink, secondary)}>
          {text.secondaryLink}
        </Link>
      </Box>
    </Paper>
  );
}
