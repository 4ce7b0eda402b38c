import type { FrameSection } from './frame-document.ts';

/**
 * The section a URL path belongs to: the one whose href or included prefix matches the path most closely (so
 * '/self-service/waiver' belongs to Self-service), or undefined. A home link ('/', '/es-us/') matches only itself.
 */
export function currentSection(sections: readonly FrameSection[], urlPath: string): FrameSection | undefined {
  const path = trimSlash(urlPath.replace(/[?#].*$/, ''));
  let best: { section: FrameSection; length: number } | undefined;
  for (const section of sections) {
    for (const prefix of [section.href, ...section.includes]) {
      if (!prefix.startsWith('/')) continue;
      const p = trimSlash(prefix.replace(/[?#].*$/, ''));
      const matches = path === p || (p !== '' && p !== '/es-us' && path.startsWith(p + '/'));
      if (matches && (!best || p.length > best.length)) best = { section, length: p.length };
    }
  }
  return best?.section;
}

function trimSlash(p: string): string {
  return p.replace(/\/+$/, '');
}
