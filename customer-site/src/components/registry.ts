import type { ComponentType } from 'react';
import type { ContentComponentProps, PanelProps } from './content-types.ts';
import { GenericStacker } from './GenericStacker.tsx';
import { LazyGenericForm } from '../features/generic-form/LazyGenericForm.tsx';
import { HeroPanel } from './HeroPanel.tsx';
import { LinkFarm } from './LinkFarm.tsx';
import { TextBlock } from './TextBlock.tsx';
import { warnOnce } from './warn-once.ts';
import { Accordion } from './Accordion.tsx';
import { ContentTabs } from './ContentTabs.tsx';
import { FlexCards } from './FlexCards.tsx';
import { Headband } from './Headband.tsx';
import { HowTo } from './HowTo.tsx';
import { JumpLinks } from './JumpLinks.tsx';
import { MicroBanner } from './MicroBanner.tsx';
import { SupportPanel } from './SupportPanel.tsx';
import { TablePanel } from './TablePanel.tsx';
import { BenefitsPanel, HeroPanelType, MarketingContentBlock, SeoPanel, TimerPanel } from './panels.tsx';
import { LATER_COMPONENT_TYPES, placeholder } from './Placeholder.tsx';
import { LazyWaiverForm } from '../features/waiver/LazyWaiverForm.tsx';
import { LazyMilitaryForm } from '../features/military/LazyMilitaryForm.tsx';

/**
 * Content type name → what renders it (002 §2.11). Names match loosely, so 'heroPanel', 'hero-panel' and
 * 'HeroPanel' are one type. A new component or panel type is one line here.
 */
const components: ReadonlyMap<string, ComponentType<ContentComponentProps>> = new Map([
  [typeKey('heroPanel'), HeroPanel],
  [typeKey('textBlock'), TextBlock],
  [typeKey('linkFarm'), LinkFarm],
  [typeKey('genericForm'), LazyGenericForm],
  [typeKey('accordion'), Accordion],
  [typeKey('tabs'), ContentTabs],
  [typeKey('microBanner'), MicroBanner],
  [typeKey('headband'), Headband],
  [typeKey('jumpLinks'), JumpLinks],
  [typeKey('tablePanel'), TablePanel],
  [typeKey('supportPanel'), SupportPanel],
  [typeKey('flexCards'), FlexCards],
  [typeKey('howTo'), HowTo],
  [typeKey('waiverForm'), LazyWaiverForm],
  [typeKey('militaryWebForm'), LazyMilitaryForm],
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

/** Component types whose heading can be the page's h1; the first one on a page gets it. */
const pageHeadingTypes: ReadonlySet<string> = new Set([typeKey('heroPanel')]);

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

export function canOwnPageHeading(type: string): boolean {
  return pageHeadingTypes.has(typeKey(type));
}

function typeKey(type: string): string {
  return type.replace(/[\s_-]/g, '').toLowerCase();
}
