/** 000 §3 waiver service item: one row of the accordion, built from a profile service and the friendly-name config. */
export interface WaiverItem {
  action: string;
  name: string;
  product: string;
  productKey: string;
  productOption: string;
  accountNumber: string;
  description: string;
  charges: string;
  selectionNotes: string;
  changed: boolean;
  /** Cancel only: the service's lines, sent as ctn (omitted when empty). */
  linesToCancel?: string[];
}
