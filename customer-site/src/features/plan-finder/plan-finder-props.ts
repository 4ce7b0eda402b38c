import { z } from 'zod';
import { DEFAULT_PLAN_MAP_CHANNEL, PLAN_GRID, PRODUCT_FAMILIES } from '@carrier/shared/address-shopping';

const text = (max: number) => z.string().trim().min(1).max(max).optional();

/**
 * 002 §2.1, §8, §9 the plan label finder's content (type 'nutritionLabelPanel'): heading and copy, the product
 * families of the button group (none: no group, the first family), the plan map's channel key, the results
 * layout (GRID_VIEW, else the plan toggle), the page size, the accordion label and the alert's messages by code.
 */
export const planFinderPropsSchema = z.object({
  heading: text(200),
  copy: text(600),
  families: z
    .array(z.enum(PRODUCT_FAMILIES))
    .max(3)
    .default([...PRODUCT_FAMILIES]),
  channel: z.string().trim().min(1).max(40).default(DEFAULT_PLAN_MAP_CHANNEL),
  layout: z.enum(['GRID_VIEW', 'PLAN_TOGGLE']).default('PLAN_TOGGLE'),
  pageSize: z.number().int().min(1).max(60).default(PLAN_GRID.pageSize),
  /** The plan cards' label accordion; by default 'Mobile Broadband Consumer Disclosure' in the page's language. */
  accordionLabel: z.string().trim().min(1).max(120).optional(),
  errors: z.object({ GENERAL_ERROR: text(300), NOT_QUALIFIED: text(300), NO_RECORDS_FOUND: text(300) }).default({}),
});
export type PlanFinderProps = z.output<typeof planFinderPropsSchema>;
