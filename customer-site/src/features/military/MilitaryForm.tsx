import { contentComponent } from '../../components/content-component.tsx';
import { SignInGate } from '../../site/session/SignInGate.tsx';
import { MilitaryContext } from './military-context.ts';
import { MilitaryFlow } from './MilitaryFlow.tsx';
import { militaryPropsSchema } from './military-props.ts';

/** 000 §2 military form (content type 'militaryWebForm'): only for signed-in customers (000 §6). */
export const MilitaryForm = contentComponent(
  'militaryWebForm',
  militaryPropsSchema,
  function MilitaryFormView({ props }) {
    return (
      <SignInGate text={props.signIn}>
        {(me) => (
          <MilitaryContext value={{ content: props, csrfToken: me.csrfToken }}>
            <MilitaryFlow />
          </MilitaryContext>
        )}
      </SignInGate>
    );
  },
);
