import type { ReactNode } from 'react';
import type { Panel } from '@carrier/shared/content';

/** What a panel receives: the panel's data and its components, already rendered, in document order. */
export interface PanelProps {
  panel: Panel;
  children: ReactNode;
}
