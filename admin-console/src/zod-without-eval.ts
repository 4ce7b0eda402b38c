import { z } from 'zod';

// The CSP has no 'unsafe-eval': zod must not probe for `new Function` (the probe itself is a CSP violation the
// browser reports). zod decides when each object schema is built, so this module is imported before any schema
// module: first in the entry.
z.config({ jitless: true });
