import { useFanToolContext } from './use-fan-tool-context.ts';

/** 002 §6: only the write role sees the controls that change anything; readers never find them in the page. */
export function useCanWrite(): boolean {
  return useFanToolContext().mode === 'write';
}
