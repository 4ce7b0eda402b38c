import type { ComponentProps, Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';

type AnchorProps = ComponentProps<'a'> & { ref?: Ref<HTMLAnchorElement> };

/**
 * What every MUI Link and link-Button renders (wired in the theme): paths on this site move through the router
 * without a reload; anything else is an ordinary anchor.
 */
export function LinkBehavior({ href, ref, ...rest }: AnchorProps) {
  if (href && isSitePath(href)) return <RouterLink ref={ref} to={href} {...rest} />;
  return <a ref={ref} href={href} {...rest} />;
}

function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}
