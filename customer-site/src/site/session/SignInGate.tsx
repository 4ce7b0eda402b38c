import type { ReactNode } from 'react';
import type { MeResponse } from '@carrier/shared/access';
import { PageLoading } from '../PageLoading.tsx';
import { SignInConsole, type SignInConsoleText } from './SignInConsole.tsx';
import { useSession } from './use-session.ts';

/** 000 §6: only a signed-in customer reaches the form; anyone else gets the sign-in console. */
export function SignInGate({ text, children }: { text: SignInConsoleText; children: (me: MeResponse) => ReactNode }) {
  const { session } = useSession();
  if (session.status === 'checking') return <PageLoading />;
  if (session.status === 'signedOut') return <SignInConsole text={text} />;
  return <>{children(session.me)}</>;
}
