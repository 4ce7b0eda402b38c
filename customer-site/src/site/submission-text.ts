import type { Locale } from '@carrier/shared/content';

/** The words around a stored request's reference, on every confirmation screen, per locale. */
export interface SubmissionText {
  referenceLabel: string;
  keepIt: string;
  alreadyReceived: string;
  nextSteps: string;
  startNew: string;
  homeLink: string;
  /** The same submission key was used for a different request: offer to send this one as a new request. */
  keyReused: string;
  sendAsNew: string;
}

export const submissionText: Record<Locale, SubmissionText> = {
  'en-us': {
    referenceLabel: 'Your reference number',
    keepIt: 'Keep this number. Quote it if you contact us about this request.',
    alreadyReceived: 'We had already received this request, so we did not send it again. Your reference is the same.',
    nextSteps: 'What you can do next',
    startNew: 'Start a new request',
    homeLink: 'Go to the home page',
    keyReused:
      'You already sent a different request from this page. If you want to send these details as well, send them as a new request.',
    sendAsNew: 'Send as a new request',
  },
  'es-us': {
    referenceLabel: 'Tu número de referencia',
    keepIt: 'Guarda este número. Indícalo si te comunicas con nosotros sobre esta solicitud.',
    alreadyReceived: 'Ya habíamos recibido esta solicitud, así que no la enviamos de nuevo. Tu referencia es la misma.',
    nextSteps: 'Qué puedes hacer ahora',
    startNew: 'Empezar una nueva solicitud',
    homeLink: 'Ir a la página principal',
    keyReused:
      'Ya enviaste una solicitud diferente desde esta página. Si también quieres enviar estos datos, envíalos como una nueva solicitud.',
    sendAsNew: 'Enviar como nueva solicitud',
  },
};
