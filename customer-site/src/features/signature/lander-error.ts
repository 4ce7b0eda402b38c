/** One entry of the content's error list: the message shown for a response's errorId. */
export interface LanderErrorEntry {
  errorId: string;
  message: string;
}

/**
 * 002 §8: a failed lander FAN search shows the message the content's error list gives the response's errorId,
 * else the default ('The FAN ID cannot be found').
 */
export function landerErrorMessage(
  errorId: string | undefined,
  errors: readonly LanderErrorEntry[],
  fallback: string,
): string {
  const found = errorId ? errors.find((e) => e.errorId === errorId) : undefined;
  return found?.message.trim() ? found.message : fallback;
}
