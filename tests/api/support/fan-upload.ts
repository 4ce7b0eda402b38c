import type { LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../../../gateway/src/store/db.ts';
import type { BuildOptions } from '../../../gateway/src/app.ts';
import { FAN_UPLOAD_PREFIXES } from '@carrier/shared/fan-upload';
import { startTestApp, type Caller, type TestApp } from './app.ts';

/** A test gateway as app.ts builds it, and the fan upload's base path under the second fanprofile prefix. */
export async function startUploadTestApp(
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestApp & { prefix: string }> {
  const t = await startTestApp(env, options);
  const prefixes = Object.values(FAN_UPLOAD_PREFIXES).map((p) => p.replace(/\/$/, ''));
  return { ...t, prefix: `${prefixes[1]}/` };
}

/** A multipart body with the given parts, as a browser's FormData would send it. */
export function multipart(
  parts: Array<{ name: string; value: string } | { name: string; fileName: string; bytes: Buffer; type?: string }>,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fanupload${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('bytes' in part) {
      // RFC 7578: the file name as UTF-8 inside the quotes (what browsers send), quotes and line breaks escaped.
      const name = part.fileName.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${name}"\r\nContent-Type: ${part.type ?? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'}\r\n\r\n`,
          'utf8',
        ),
      );
      chunks.push(part.bytes, Buffer.from('\r\n'));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
          'utf8',
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST a file to uploadfandetails as the caller. */
export function upload(
  caller: Pick<Caller, 'inject'>,
  bytes: Buffer,
  options: { fileName?: string; dryRun?: boolean; prefix?: string } = {},
): Promise<LightMyRequestResponse> {
  const body = multipart([{ name: 'file', fileName: options.fileName ?? 'fans.xlsx', bytes }]);
  const url = `${options.prefix ?? FAN_UPLOAD_PREFIXES.onPremises}uploadfandetails${options.dryRun ? '?dryRun=true' : ''}`;
  return caller.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
}

/** What an upload could have changed: a digest of every FAN profile, and the upload audit events. */
export async function storeState(db: Queryable): Promise<{ fans: string; fanCount: number; uploadEvents: number }> {
  const fans = await db.query<{ digest: string; n: number }>(
    `select md5(coalesce(string_agg(row_to_json(f)::text, '|' order by id), '')) as digest, count(*)::int as n from fan_profiles f`,
  );
  const events = await db.query<{ n: number }>(
    `select count(*)::int as n from audit_events where action in ('upload.apply', 'fan.upload')`,
  );
  return { fans: fans.rows[0]!.digest, fanCount: fans.rows[0]!.n, uploadEvents: events.rows[0]!.n };
}
