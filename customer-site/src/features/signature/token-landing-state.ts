import type { BenefitsContent } from '@carrier/shared/discount-program';
import type { LandingResponse } from '@carrier/shared/fan-tools';

type LandedFan = NonNullable<LandingResponse['fan']>;

/** What the token landing page shows: one view at a time, the first (on the server too) while the link opens. */
export type TokenLandingState =
  | { view: 'opening' }
  | {
      view: 'fan';
      fan: LandedFan;
      offer: { status: 'loading' } | { status: 'none' } | { status: 'ready'; content: BenefitsContent };
    }
  | { view: 'group'; href: string }
  | { view: 'invalid' }
  | { view: 'failed' };
