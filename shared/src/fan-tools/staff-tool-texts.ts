import { specTexts } from '../core/spec-text.ts';
import { fanUploadText } from '../fan-upload/texts.ts';
import { fanToolsText } from './texts.ts';

/**
 * 002 §2.11 'signature fan profile tool' and 'fan automation form' placed on a site page: the tools themselves live
 * in the employee console (002 §2.4, §2.9); the page shows their heading and sub-heading and the way in, per language.
 */
export const STAFF_TOOL_TEXTS = specTexts({
  en: {
    toolHeading: fanToolsText.title,
    toolCopy: fanToolsText.subtitle,
    toolLink: 'Open the Signature profile tool',
    uploadHeading: fanUploadText.heading,
    uploadCopy: fanUploadText.subheading,
    uploadLink: 'Open the Fan Automation Form',
    staffOnly: 'For authorized employees: you’ll sign in with your employee account.',
  },
  es: {
    toolHeading: 'Herramienta de perfiles Signature',
    toolCopy: 'Accede a los enlaces con token y a los detalles de los FAN en una sola herramienta.',
    toolLink: 'Abrir la herramienta de perfiles Signature',
    uploadHeading: 'Formulario de automatización de FAN',
    uploadCopy: 'Selecciona un archivo para cargar. Debe estar en formato .xlsx y no superar los 10 MB.',
    uploadLink: 'Abrir el formulario de automatización de FAN',
    staffOnly: 'Para empleados autorizados: iniciarás sesión con tu cuenta de empleado.',
  },
} as const);
