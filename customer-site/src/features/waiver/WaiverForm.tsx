import { contentComponent } from '../../components/content-component.tsx';
import { SignInGate } from '../../site/session/SignInGate.tsx';
import { WaiverContext } from './waiver-context.ts';
import { WaiverFlow } from './WaiverFlow.tsx';
import { waiverPropsSchema } from './waiver-props.ts';

/** 000 §2 waiver form (content type 'waiverForm'): only for signed-in customers (000 §6). */
export const WaiverForm = contentComponent('waiverForm', waiverPropsSchema, function WaiverFormView({ props }) {
  return (
    <SignInGate text={props.signIn}>
      {(me) => (
        <WaiverContext value={{ content: props, csrfToken: me.csrfToken }}>
          <WaiverFlow />
        </WaiverContext>
      )}
    </SignInGate>
  );
});
