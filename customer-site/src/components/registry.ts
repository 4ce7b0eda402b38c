import type { ComponentType } from 'react';
import type { ContentComponentProps, PanelProps } from './content-types.ts';
import { GenericStacker } from './GenericStacker.tsx';
import { HeroPanel } from './HeroPanel.tsx';
import { LinkFarm } from './LinkFarm.tsx';
import { TextBlock } from './TextBlock.tsx';
import { warnOnce } from './warn-once.ts';

/**
 * Content type name → what renders it (002 §2.11). Names match loosely, so 'heroPanel', 'hero-panel' and
 * 'HeroPanel' are one type. A new component or panel type is one line here.
 */
const components: ReadonlyMap<string, ComponentType<ContentComponentProps>> = new Map([
  [typeKey('heroPanel'), HeroPanel],
  [typeKey('textBlock'), TextBlock],
  [typeKey('linkFarm'), LinkFarm],
]);

const panels: ReadonlyMap<string, ComponentType<PanelProps>> = new Map([[typeKey('stack'), GenericStacker]]);

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
