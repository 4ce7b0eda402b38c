const seen = new Set<string>();

/** Logs a content problem once per page load, however often the page re-renders (002 §8: "logs and renders nothing"). */
export function warnOnce(message: string): void {
  if (seen.has(message)) return;
  seen.add(message);
  console.warn(message);
}
