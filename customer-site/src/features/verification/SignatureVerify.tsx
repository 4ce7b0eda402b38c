import { contentComponent } from '../../components/content-component.tsx';
import { segmentContentSchema } from './verify-props.ts';
import { VerifyFlow } from './VerifyFlow.tsx';

/** 001 §2 one segment's verify form on a page of its own (content type 'signatureVerify'). */
export const SignatureVerify = contentComponent(
  'signatureVerify',
  segmentContentSchema,
  function SignatureVerifyView({ props }) {
    return <VerifyFlow content={props} />;
  },
);
