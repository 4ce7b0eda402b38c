import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { apiErrorSchema } from '@carrier/shared/core';
import { XLSX_MEDIA_TYPE } from '@carrier/shared/fan-tools';
import {
  FAN_UPLOAD_TEMPLATE_FILE_NAME,
  FanUploadErrorIds,
  fanUploadQuerySchema,
  fanUploadReportSchema,
  fanUploadText,
} from '@carrier/shared/fan-upload';
import { HttpError } from '../../http-error.ts';
import { MULTIPART_LIMITS, receiveFile } from './receive-upload.ts';
import { SPOOLED } from '../../files/receive-multipart.ts';
import { processFanUpload, UPLOAD_LIMITS, type UploadLimits } from './upload-service.ts';
import { templateWorkbook } from './template.ts';

/** Seconds a busy answer asks the client to wait. */
const BUSY_RETRY_S = 30;

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  408: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  422: apiErrorSchema,
  503: apiErrorSchema,
};

/**
 * 002 §7 fan upload under {prefix} (both fanprofile prefixes): POST uploadfandetails (multipart, field `file`,
 * optional dryRun) and the template workbook. Multipart is registered in this scope only.
 */
export default async function fanUploadRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  const limits: UploadLimits = UPLOAD_LIMITS;
  const gate = app.uploadGates.fanUpload;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/uploadfandetails', {
    config: { access: 'edit_fanUpload', requestTime: 'upload' },
    schema: {
      tags: ['fan-upload'],
      summary: 'Upload an xlsx of FAN details (fan automation form); all rows apply or none',
      description:
        'multipart/form-data with one `file` (an .xlsx below 10000 KB) and an optional `dryRun` (also a query parameter). ' +
        "200: the report, status 'success' (applied, or could be for a dry run) or 'failure' (nothing applied; issues by row and column). " +
        '4xx: the file itself was refused (empty, too large, not an xlsx, unsafe) in the one error shape.',
      consumes: ['multipart/form-data'],
      querystring: fanUploadQuerySchema,
      response: { 200: fanUploadReportSchema, ...errors },
    },
    handler: async (request) => {
      const session = (await request.getSession())!;
      const busy = () =>
        new HttpError(503, FanUploadErrorIds.busy, fanUploadText.uploadBusy, { 'Retry-After': String(BUSY_RETRY_S) });
      // Refused before reading when no place could be free; otherwise the body is read first, under the request time
      // rules, and a place is taken only for parsing: a slow sender never holds one.
      if (gate.full) throw busy();
      const upload = await receiveFile(request);
      let outcome;
      try {
        outcome = await gate.run(() =>
          processFanUpload(
            app.db,
            {
              actor: session.username,
              fileName: upload.fileName,
              spooled: upload.spooled,
              truncated: upload.truncated,
              dryRun: request.query.dryRun ?? upload.dryRun ?? false,
            },
            limits,
          ),
        );
      } finally {
        await SPOOLED.release(upload.spooled);
      }
      if (!outcome) throw busy();
      request.log.info(
        {
          upload: outcome.value.uploadId,
          status: outcome.value.status,
          rows: outcome.value.rowCount,
          ms: outcome.value.durationMs,
        },
        'fan upload read',
      );
      return outcome.value;
    },
  });

  r.get('/uploadfandetails/template', {
    config: { access: 'edit_fanUpload' },
    schema: {
      tags: ['fan-upload'],
      summary: 'The fan upload template workbook: the expected columns and one example row',
      response: { 200: z.any(), 401: apiErrorSchema, 403: apiErrorSchema },
    },
    handler: async (_request, reply) => {
      const body = await templateWorkbook();
      return reply
        .header('content-type', XLSX_MEDIA_TYPE)
        .header('content-disposition', `attachment; filename="${FAN_UPLOAD_TEMPLATE_FILE_NAME}"`)
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  });
}
