import { contentComponent } from '../../components/content-component.tsx';
import { hubPropsSchema } from './verify-props.ts';
import { VerifyFlow } from './VerifyFlow.tsx';

/**
 * 001 §2 the verification hub (content type 'hubForm'): one tab per segment form, the segment as the address's hash.
 */
export const HubForm = contentComponent('hubForm', hubPropsSchema, function HubFormView({ props }) {
  const first = props.segments[0]!;
  return <VerifyFlow content={first} />;
});
