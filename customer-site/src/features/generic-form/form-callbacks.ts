import type { FieldValue, FormDefinition } from '@carrier/shared/forms';

/**
 * 002 §3 custom valid-submit, invalid-submit, on-change and onClick callbacks. Content names them; code registers
 * them here (content never carries code). A name nobody registered is logged and ignored.
 */
export interface ValidSubmitResult {
  success: boolean;
  message?: string;
}
export interface FormCallbacks {
  validSubmit?: (
    values: Readonly<Record<string, FieldValue>>,
    definition: FormDefinition,
  ) => Promise<ValidSubmitResult>;
  invalidSubmit?: (invalidIds: string[]) => void;
  change?: (id: string, value: FieldValue) => void;
  click?: (fieldId: string) => void;
}

const registry = new Map<string, FormCallbacks>();

export function registerFormCallback(name: string, callbacks: FormCallbacks): () => void {
  registry.set(name, callbacks);
  return () => registry.delete(name);
}

export function formCallback(name: string | undefined): FormCallbacks | undefined {
  if (!name) return undefined;
  const found = registry.get(name);
  if (!found) console.warn(`Generic form callback "${name}" is not registered; ignored.`);
  return found;
}
