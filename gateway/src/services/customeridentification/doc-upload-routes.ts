import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@carrier/shared/core';
import {
  VERIFICATION_ID_PATTERN,
  docUploadErrorSchema,
  docUploadResponseSchema,
} from '@carrier/shared/discount-program';
import { uploadBusy } from '../../files/upload-gate.ts';
import { uploadDocuments } from './doc-upload-service.ts';
import { COMBO_ID_FIELD, DOC_MULTIPART_LIMITS, receiveDocuments, refuse } from './receive-documents.ts';

const BUSY_RETRY_S = 5;

const errors = {
  400: docUploadErrorSchema,
  403: docUploadErrorSchema,
  404: apiErrorSchema,
  409: docUploadErrorSchema,
  410: docUploadErrorSchema,
  413: docUploadErrorSchema,
  415: docUploadErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
};

/**
 * 001 §7 document upload: POST docUpload under /msapi/customeridentification/v1 and the sales variant's v2.
 * Multipart is registered in this scope only. Public, with the verification id (random, decision 020) as the key;
 * throttled as every public write.
 */
export default async function docUploadRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: DOC_MULTIPART_LIMITS, throwFileSizeLimit: false });
  const gate = app.uploadGates.documents;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/docUpload', {
    config: { access: 'public', requestTime: 'upload' },
    schema: {
      tags: ['verification'],
      summary: 'Upload the documents a verification asked for (and its combo’s); the verifications move to pending',
      description:
        'multipart/form-data: verificationId, source, otherElements[fanId|fanType|fanName|ban|market|subMarket|orderId], ' +
        '`file` (1–3; png, pdf, jpeg, bmp or gif by content; each at most 10,000 × 1000 bytes, 30 MB together; a name of ' +
        'at least 3 characters before the first dot, without \\ / : * ? " < > |) and, for combos, ' +
        'otherSegmentRequest[0].verificationId with otherSegmentRequest[0].file. 201 when stored; a refusal carries ' +
        'errorCode (emptyFile, maxFileSize, invalidFileType, maxNumOfItems, minCharsOfFilename, ' +
        'invalidFileNameCharsError, docReviewLimitExceeded, documentNotExpected, verificationExpired: the 14 days are over).',
      consumes: ['multipart/form-data'],
      response: { 201: docUploadResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const busy = () => uploadBusy(BUSY_RETRY_S);
      if (gate.full) throw busy();
      const body = await receiveDocuments(request);
      if (body.tooMany) throw refuse('maxNumOfItems');
      const id = body.fields.verificationId ?? '';
      const comboId = body.fields[COMBO_ID_FIELD];
      if (!VERIFICATION_ID_PATTERN.test(id) || (comboId !== undefined && !VERIFICATION_ID_PATTERN.test(comboId)))
        throw refuse('generic');
      if (comboId === undefined && body.comboFiles.length > 0) throw refuse('generic');
      const outcome = await gate.run(() =>
        uploadDocuments(
          app.db,
          { verificationId: id, files: body.files },
          comboId ? { verificationId: comboId, files: body.comboFiles } : null,
          app.config.verification.docReviewLimit,
        ),
      );
      if (!outcome) throw busy();
      reply.header('Cache-Control', 'no-store');
      return reply.code(201).send(outcome.value);
    },
  });
}
