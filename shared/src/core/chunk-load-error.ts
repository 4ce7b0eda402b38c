/**
 * Whether an error is a script chunk that could not be loaded: a lazy screen's file is gone (a deploy replaced it)
 * or the network dropped it. Browsers word it differently; Vite's preload of a chunk's stylesheet has its own.
 */
const CHUNK_LOAD_MESSAGES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_LOAD_MESSAGES.some((pattern) => pattern.test(error.message));
}
