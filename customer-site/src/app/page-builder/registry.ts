import type { ComponentType } from 'react';
import { Accordion } from '../../components/Accordion.tsx';
import type { ContentComponentProps } from '../../components/content-types.ts';
import { ContentTabs } from '../../components/ContentTabs.tsx';
import { FlexCards } from '../../components/FlexCards.tsx';
import { Headband } from '../../components/Headband.tsx';
import { HeroPanel } from '../../components/HeroPanel.tsx';
import { HowTo } from '../../components/HowTo.tsx';
import { JumpLinks } from '../../components/JumpLinks.tsx';
import { LinkFarm } from '../../components/LinkFarm.tsx';
import { MicroBanner } from '../../components/MicroBanner.tsx';
import { placeholder } from '../../components/placeholder.tsx';
import { ReceivedReceipt } from '../../components/submission/ReceivedReceipt.tsx';
import { FanAutomationForm, SignatureFanProfileTool } from '../../components/StaffToolPanel.tsx';
import { SupportPanel } from '../../components/SupportPanel.tsx';
import { TablePanel } from '../../components/TablePanel.tsx';
import { TextBlock } from '../../components/TextBlock.tsx';
import { warnOnce } from '../../components/warn-once.ts';
import { GenericStacker } from './GenericStacker.tsx';
import { LATER_COMPONENT_TYPES } from './later-component-types.ts';
import { lazyContentComponent } from './lazy-content-component.tsx';
import type { PanelProps } from './panel-props.ts';
import { BenefitsPanel, HeroPanelType, MarketingContentBlock, SeoPanel, TimerPanel } from './panels.tsx';

// The flows are features: they load on demand, only on pages that place them.
const GenericForm = lazyContentComponent('genericForm', 'src/features/generic-form/GenericForm.tsx', () =>
  import('../../features/generic-form/GenericForm.tsx').then((m) => m.GenericForm),
);
const WaiverForm = lazyContentComponent('waiverForm', 'src/features/waiver/WaiverForm.tsx', () =>
  import('../../features/waiver/WaiverForm.tsx').then((m) => m.WaiverForm),
);
const MilitaryForm = lazyContentComponent('militaryWebForm', 'src/features/military/MilitaryForm.tsx', () =>
  import('../../features/military/MilitaryForm.tsx').then((m) => m.MilitaryForm),
);

const EnrollForm = lazyContentComponent('enrollForm', 'src/features/enrollment/EnrollForm.tsx', () =>
  import('../../features/enrollment/EnrollForm.tsx').then((m) => m.EnrollForm),
);

const HubForm = lazyContentComponent('hubForm', 'src/features/verification/HubForm.tsx', () =>
  import('../../features/verification/HubForm.tsx').then((m) => m.HubForm),
);
const SignatureVerify = lazyContentComponent('signatureVerify', 'src/features/verification/SignatureVerify.tsx', () =>
  import('../../features/verification/SignatureVerify.tsx').then((m) => m.SignatureVerify),
);

const SignatureMultiFanLander = lazyContentComponent(
  'signatureMultiFanLander',
  'src/features/signature/SignatureMultiFanLander.tsx',
  () => import('../../features/signature/SignatureMultiFanLander.tsx').then((m) => m.SignatureMultiFanLander),
);
const SignatureTokenLanding = lazyContentComponent(
  'signatureTokenLanding',
  'src/features/signature/SignatureTokenLanding.tsx',
  () => import('../../features/signature/SignatureTokenLanding.tsx').then((m) => m.SignatureTokenLanding),
);

const SignatureProgramPanel = lazyContentComponent(
  'signatureProgramPanel',
  'src/features/signature/SignatureProgramPanel.tsx',
  () => import('../../features/signature/SignatureProgramPanel.tsx').then((m) => m.SignatureProgramPanel),
);
const OfferTiles = lazyContentComponent('offerTiles', 'src/features/offers/OfferTiles.tsx', () =>
  import('../../features/offers/OfferTiles.tsx').then((m) => m.OfferTiles),
);
const EscalationForm = lazyContentComponent('escalationForm', 'src/features/escalation/EscalationForm.tsx', () =>
  import('../../features/escalation/EscalationForm.tsx').then((m) => m.EscalationForm),
);
const CurbsidePickup = lazyContentComponent('curbsidePickup', 'src/features/curbside/CurbsidePickup.tsx', () =>
  import('../../features/curbside/CurbsidePickup.tsx').then((m) => m.CurbsidePickup),
);
const InCarWifiPanel = lazyContentComponent('inCarWifiPanel', 'src/features/connected-car/InCarWifiPanel.tsx', () =>
  import('../../features/connected-car/InCarWifiPanel.tsx').then((m) => m.InCarWifiPanel),
);

const VerificationPanel = lazyContentComponent(
  'verificationPanel',
  'src/features/verification-status/VerificationPanel.tsx',
  () => import('../../features/verification-status/VerificationPanel.tsx').then((m) => m.VerificationPanel),
);
const NutritionLabelPanel = lazyContentComponent(
  'nutritionLabelPanel',
  'src/features/plan-finder/NutritionLabelPanel.tsx',
  () => import('../../features/plan-finder/NutritionLabelPanel.tsx').then((m) => m.NutritionLabelPanel),
);
const InstantOnOffer = lazyContentComponent('instantOnOffer', 'src/features/instant-on/InstantOnOffer.tsx', () =>
  import('../../features/instant-on/InstantOnOffer.tsx').then((m) => m.InstantOnOffer),
);
const ShoppingCart = lazyContentComponent('shoppingCart', 'src/features/cart/ShoppingCart.tsx', () =>
  import('../../features/cart/ShoppingCart.tsx').then((m) => m.ShoppingCart),
);

const flows: ReadonlySet<ComponentType<ContentComponentProps>> = new Set([
  GenericForm,
  WaiverForm,
  MilitaryForm,
  EnrollForm,
  HubForm,
  SignatureVerify,
  SignatureMultiFanLander,
  SignatureTokenLanding,
  SignatureProgramPanel,
  OfferTiles,
  EscalationForm,
  CurbsidePickup,
  InCarWifiPanel,
  VerificationPanel,
  NutritionLabelPanel,
  InstantOnOffer,
  ShoppingCart,
]);

/**
 * Content type name → what renders it (002 §2.11). Names match loosely, so 'heroPanel', 'hero-panel' and
 * 'HeroPanel' are one type. A new component or panel type is one line here.
 */
const components: ReadonlyMap<string, ComponentType<ContentComponentProps>> = new Map([
  [typeKey('heroPanel'), HeroPanel],
  [typeKey('textBlock'), TextBlock],
  [typeKey('linkFarm'), LinkFarm],
  [typeKey('genericForm'), GenericForm],
  [typeKey('accordion'), Accordion],
  [typeKey('tabs'), ContentTabs],
  [typeKey('microBanner'), MicroBanner],
  [typeKey('headband'), Headband],
  [typeKey('jumpLinks'), JumpLinks],
  [typeKey('tablePanel'), TablePanel],
  [typeKey('supportPanel'), SupportPanel],
  [typeKey('flexCards'), FlexCards],
  [typeKey('howTo'), HowTo],
  [typeKey('waiverForm'), WaiverForm],
  [typeKey('militaryWebForm'), MilitaryForm],
  [typeKey('submissionReceipt'), ReceivedReceipt],
  [typeKey('enrollForm'), EnrollForm],
  [typeKey('hubForm'), HubForm],
  [typeKey('signatureVerify'), SignatureVerify],
  [typeKey('signatureMultiFanLander'), SignatureMultiFanLander],
  [typeKey('signatureTokenLanding'), SignatureTokenLanding],
  [typeKey('signatureProgramPanel'), SignatureProgramPanel],
  [typeKey('offerTiles'), OfferTiles],
  [typeKey('escalationForm'), EscalationForm],
  [typeKey('curbsidePickup'), CurbsidePickup],
  [typeKey('inCarWifiPanel'), InCarWifiPanel],
  [typeKey('signatureFanProfileTool'), SignatureFanProfileTool],
  [typeKey('fanAutomationForm'), FanAutomationForm],
  [typeKey('verificationPanel'), VerificationPanel],
  [typeKey('nutritionLabelPanel'), NutritionLabelPanel],
  [typeKey('instantOnOffer'), InstantOnOffer],
  [typeKey('shoppingCart'), ShoppingCart],
  ...LATER_COMPONENT_TYPES.map((t) => [typeKey(t), placeholder(t)] as const),
]);

const panels: ReadonlyMap<string, ComponentType<PanelProps>> = new Map([
  [typeKey('stack'), GenericStacker],
  [typeKey('timer'), TimerPanel],
  [typeKey('seo'), SeoPanel],
  [typeKey('hero'), HeroPanelType],
  [typeKey('benefits'), BenefitsPanel],
  [typeKey('marketingContentBlock'), MarketingContentBlock],
]);

/**
 * Component types whose heading can be the page's h1; the first one on a page gets it. The enrollment flow's
 * screen heading is its page's h1 (each enrollment route shows one screen).
 */
const pageHeadingTypes: ReadonlySet<string> = new Set([
  typeKey('heroPanel'),
  typeKey('enrollForm'),
  typeKey('signatureMultiFanLander'),
  typeKey('signatureTokenLanding'),
  typeKey('signatureProgramPanel'),
  typeKey('escalationForm'),
  typeKey('curbsidePickup'),
  typeKey('inCarWifiPanel'),
  typeKey('verificationPanel'),
  typeKey('nutritionLabelPanel'),
  typeKey('instantOnOffer'),
  typeKey('shoppingCart'),
]);

/** 002 §2.11: an unknown panel type falls back to the generic stacker. */
export function panelFor(type: string): ComponentType<PanelProps> {
  return panels.get(typeKey(type)) ?? GenericStacker;
}

/** 002 §2.11, §8: an unknown component type renders nothing and is logged (once per type). */
export function componentFor(type: string): ComponentType<ContentComponentProps> | null {
  const found = components.get(typeKey(type));
  if (!found) warnOnce(`Unknown content component type "${type}"; it renders nothing.`);
  return found ?? null;
}

/** A flow (a form a customer fills in) loads its code on demand, and hydrates with the page's first pass. */
export function isFlow(type: string): boolean {
  return flows.has(components.get(typeKey(type))!);
}

export function canOwnPageHeading(type: string): boolean {
  return pageHeadingTypes.has(typeKey(type));
}

function typeKey(type: string): string {
  return type.replace(/[\s_-]/g, '').toLowerCase();
}
