import { z } from 'zod';
import { idempotencyKeyHeaderSchema } from '@carrier/shared/core';

/**
 * The form's submission key: the same request sent again under it is answered with the first one's reference
 * (alreadyReceived) and not stored or e-mailed again; the key with a different request is a 409. Optional, as the
 * specification's callers send none.
 */
export const submissionKeyHeaders = z.looseObject({ 'idempotency-key': idempotencyKeyHeaderSchema });
