import { useMemo } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import { enrollmentText } from '@carrier/shared/discount-program';
import { contentComponent } from '../../components/content-component.tsx';
import { useOwnsPageHeading } from '../../components/use-owns-page-heading.ts';
import { useLocale } from '../../site/use-locale.ts';
import { CallToOrderModal } from './CallToOrderModal.tsx';
import { enrollCopy } from './enroll-copy.ts';
import { enrollPropsSchema } from './enroll-props.ts';
import { EnrollmentFlowView } from './EnrollmentFlowView.tsx';
import { EnrollmentViewContext } from './enrollment-view-context.ts';
import { useEnrollmentFlow } from './use-enrollment-flow.ts';

/** Where the widget's script comes from when the gateway names none: the copy it serves itself. */
const DEFAULT_CAPTCHA_SCRIPT = '/assets/vendor/altcha.js';

/**
 * 001 §2 the enrollment flow (content type 'enrollForm'), placed on each enrollment route's page with that
 * screen's copy. With the call-to-order flag on, the call-to-order modal replaces the page.
 */
export const EnrollForm = contentComponent('enrollForm', enrollPropsSchema, function EnrollFormView({ props }) {
  const locale = useLocale();
  const text = enrollmentText(locale);
  const copy = useMemo(() => enrollCopy(props, text), [props, text]);
  const { state, flags, env, onRoute } = useEnrollmentFlow();
  const headingLevel = useOwnsPageHeading() ? 'h1' : 'h2';

  if (flags?.enrollmentCallToOrder) {
    return (
      <CallToOrderModal
        heading={copy.callToOrder.heading}
        copy={copy.callToOrder.copy}
        phone={flags.enrollmentSalesPhone}
        callLabel={text.callToOrder.callLabel(flags.enrollmentSalesPhone)}
      />
    );
  }
  if (!env || !flags) {
    // Server render and first paint: the flow starts once the browser knows the flags and the session.
    return (
      <Container maxWidth="md" data-testid="enroll-flow" data-step="loading">
        <Box aria-busy="true" sx={{ minHeight: '18rem', display: 'grid', placeItems: 'center' }}>
          <CircularProgress aria-label={text.busy} />
        </Box>
      </Container>
    );
  }
  return (
    <EnrollmentViewContext
      value={{
        props,
        text,
        copy,
        env,
        captchaScriptUrl: flags.captchaScriptUrl || DEFAULT_CAPTCHA_SCRIPT,
        headingLevel,
      }}
    >
      <EnrollmentFlowView state={state} onRoute={onRoute} />
    </EnrollmentViewContext>
  );
});
