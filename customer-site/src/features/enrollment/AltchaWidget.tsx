import { enrollmentPaths } from '@carrier/shared/discount-program';
import { useEffect, useRef, useState } from 'react';
import Typography from '@mui/material/Typography';

/** 001 §2 the captcha challenge the widget asks the gateway for. */
const CAPTCHA_CHALLENGE_URL = enrollmentPaths.captchaChallenge();

const loading = new Map<string, Promise<void>>();

/** Loads the widget's script once per address (a module script, as the altcha package ships it). */
function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        reject(new Error(`could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

/** The widget's global registry (altcha 3): its per-language strings live in `i18n`. */
interface AltchaGlobal {
  i18n?: {
    get(name: string): Record<string, string> | undefined;
    set(name: string, value: Record<string, string>): void;
  };
}

/** Gives the widget this page's words for its language (its own defaults fill the rest). */
function registerStrings(language: string, strings: Readonly<Record<string, string>>): void {
  try {
    const i18n = (globalThis as { $altcha?: AltchaGlobal }).$altcha?.i18n;
    if (!i18n) return;
    i18n.set(language, { ...(i18n.get('en') ?? {}), ...(i18n.get(language) ?? {}), ...strings });
  } catch {
    // An older widget without the registry keeps its own words.
  }
}

interface AltchaElement extends HTMLElement {
  reset?: () => void;
  verify?: () => Promise<unknown>;
}

/**
 * 001 §2 the bot-protection challenge: the ALTCHA web component (the `altcha` package), its script loaded from the
 * address the gateway's configuration gives for this environment. It solves a proof-of-work challenge from the
 * gateway in the browser; the token it produces goes with the soft authentication once. A new `round` resets it
 * (the gateway accepts each token once).
 */
export function AltchaWidget({
  scriptUrl,
  round,
  language,
  unavailableText,
  strings,
  onToken,
}: {
  scriptUrl: string;
  round: number;
  /** The widget's language code ('en', 'es'). */
  language: string;
  unavailableText: string;
  strings: Readonly<Record<string, string>>;
  onToken: (token: string | null) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const tokenHandler = useRef(onToken);
  tokenHandler.current = onToken;

  useEffect(() => {
    let live = true;
    let widget: AltchaElement | null = null;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      tokenHandler.current(detail?.state === 'verified' && detail.payload ? detail.payload : null);
    };
    tokenHandler.current(null);
    loadScript(scriptUrl)
      .then(() => customElements.whenDefined('altcha-widget'))
      .then(() => {
        if (!live || !host.current) return;
        registerStrings(language, strings);
        widget = document.createElement('altcha-widget') as AltchaElement;
        widget.setAttribute('challenge', CAPTCHA_CHALLENGE_URL);
        widget.setAttribute('name', 'captchaToken');
        widget.setAttribute('language', language);
        widget.setAttribute('configuration', JSON.stringify({ hideLogo: true, hideFooter: true }));
        widget.addEventListener('statechange', onState);
        host.current.replaceChildren(widget);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      widget?.removeEventListener('statechange', onState);
      widget?.remove();
    };
  }, [scriptUrl, round, language, strings]);

  return (
    <div data-testid="enroll-captcha">
      <div ref={host} />
      {failed && (
        <Typography component="p" color="error" role="alert">
          {unavailableText}
        </Typography>
      )}
    </div>
  );
}
