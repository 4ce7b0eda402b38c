import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { XLSX_MEDIA_TYPE } from '@carrier/shared/fan-tools';
import { ExportAborted, writeGroupWorkbook } from './export-service.ts';
import { findGroup } from './group-store.ts';
import { errorReplies, idParam, isFanToolsQuery, TAG } from './route-kit.ts';
import { groupGone } from './tool-context.ts';

/** 002 §7 group/download/{groupId}?isfantools=true: the 'Export FANs' link, {groupId}.xlsx. */
export default async function exportRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/group/download/:groupId', {
    config: { access: 'read_fpt' },
    schema: {
      tags: [TAG],
      summary:
        "Download a group's FANs as {groupId}.xlsx: FAN ID, FAN name, FAN friendly name, Status, Web status (ON/OFF)",
      params: z.object({ groupId: idParam }),
      querystring: isFanToolsQuery,
      response: {
        200: { description: 'The workbook, streamed', content: { [XLSX_MEDIA_TYPE]: { schema: z.file() } } },
        ...errorReplies,
      },
    },
    handler: async (request, reply) => {
      const { groupId } = request.params;
      // Checked before anything is sent, so a missing group is still a JSON 404.
      const group = await findGroup(app.db, groupId);
      if (!group) throw groupGone();
      const out = new PassThrough();
      writeGroupWorkbook(app.db, group.group_id, out).catch((err: unknown) => {
        // Headers are gone by now: a failure can only cut the download short (the client sees an incomplete file).
        if (err instanceof ExportAborted || out.destroyed) {
          request.log.info({ groupId }, 'export closed by the client');
        } else {
          request.log.error({ err, groupId }, 'export failed part-way');
          out.destroy(err instanceof Error ? err : new Error(String(err)));
        }
      });
      return reply
        .header('Content-Type', XLSX_MEDIA_TYPE)
        .header('Content-Disposition', `attachment; filename="${group.group_id}.xlsx"`)
        .header('Cache-Control', 'no-store')
        .send(out as never); // a stream is sent as is; the schema above documents it as a file
    },
  });
}
