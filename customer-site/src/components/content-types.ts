import type { ReactNode } from 'react';
import type { Panel } from '@carrier/shared/content';

/** What a registered content component receives: its id and its props, already checked against its schema. */
export interface ContentComponentProps<P = Readonly<Record<string, unknown>>> {
  id?: string;
  props: P;
}

/** What a panel receives: the panel's data and its components, already rendered, in document order. */
export interface PanelProps {
  panel: Panel;
  children: ReactNode;
}
