/** What a registered content component receives: its id and its props, already checked against its schema. */
export interface ContentComponentProps<P = Readonly<Record<string, unknown>>> {
  id?: string;
  props: P;
}
