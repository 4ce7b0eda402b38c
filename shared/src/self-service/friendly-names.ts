import { FRIENDLY_NAME_JOINER, PRODUCT_OPTION_SEPARATOR, UVERSE_PRODUCT } from './constants.ts';
import type { Service } from './index-types.ts';

/** 000 §3: a friendly-name config entry. */
export interface FriendlyNameEntry {
  service: string;
  display?: boolean | string;
  friendlyName: string;
  description?: { text: string };
  charges?: { text: string };
  selectionNotes?: { text: string };
}

/** 000 §7: productOptions is the underscore-joined productOption split into a list (empty parts dropped). */
export function productOptionsOf(productOption: string): string[] {
  return productOption
    .split(PRODUCT_OPTION_SEPARATOR)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

function entryFor(config: readonly FriendlyNameEntry[], key: string): FriendlyNameEntry | undefined {
  return config.find((e) => e.service.toUpperCase() === key.toUpperCase());
}

/**
 * 000 §9: a service's friendly name from the config. UVERSE combines several options, each with its own entry,
 * joined by ' + '; any other service has one entry keyed by its product (falling back to the product code).
 */
export function friendlyName(
  service: Pick<Service, 'product' | 'productOption' | 'uverseProductOptions'>,
  config: readonly FriendlyNameEntry[],
): string {
  if (service.product === UVERSE_PRODUCT) {
    const options =
      service.uverseProductOptions.length > 0 ? service.uverseProductOptions : productOptionsOf(service.productOption);
    const names = options.map((o) => entryFor(config, o)?.friendlyName ?? o);
    if (names.length > 0) return names.join(FRIENDLY_NAME_JOINER);
  }
  return entryFor(config, service.product)?.friendlyName ?? service.product;
}

/** The config entry describing a service (its product), if the config has one and it is displayed. */
export function friendlyEntry(
  service: Pick<Service, 'product'>,
  config: readonly FriendlyNameEntry[],
): FriendlyNameEntry | undefined {
  const entry = entryFor(config, service.product);
  if (!entry) return undefined;
  return entry.display === false || entry.display === 'false' ? undefined : entry;
}
