import { ErrorIds, isApiError } from '@carrier/shared/core';
import { fanUploadPath, fanUploadReportSchema, fanUploadText, type FanUploadReport } from '@carrier/shared/fan-upload';
import { loadFlags } from '../../api/flags.ts';
import { safeLoginLocation } from '../../api/login-location.ts';
import { CSRF_HEADER, getSession, retryOnStaleCsrf } from '../../api/session.ts';

/**
 * 002 §7: POST {prefix}uploadfandetails, a multipart form with the `file` field, through XMLHttpRequest so the page
 * can show how far the file has travelled (fetch has no upload progress). Same-origin cookies and the x-csrf-token
 * header like every state-changing call; a stale token is refreshed once (retryOnStaleCsrf, shared with apiFetch).
 */
export type UploadOutcome =
  | { kind: 'report'; report: FanUploadReport }
  /** The gateway refused the file or the request; `message` is what to show (002 §5 texts for the file rules). */
  | { kind: 'refused'; status: number; errorId: string; message: string }
  | { kind: 'unauthorized' }
  | { kind: 'loginRequired'; location: string | null }
  | { kind: 'failed' };

export interface UploadRequest {
  file: File;
  dryRun: boolean;
  /** Bytes sent so far of the whole request. */
  onProgress?: (loaded: number, total: number) => void;
  /** The last byte has left: the gateway is reading the file. */
  onSent?: () => void;
  signal?: AbortSignal;
}

interface RawReply {
  status: number;
  body: unknown;
  location: string | null;
}

function send(request: UploadRequest, cloudApi: boolean): Promise<RawReply | null> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const url = `${fanUploadPath(cloudApi)}${request.dryRun ? '?dryRun=true' : ''}`;
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    const token = getSession()?.csrfToken;
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress?.(event.loaded, event.total);
    };
    xhr.upload.onload = () => request.onSent?.();
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body, location: xhr.getResponseHeader('location') });
    };
    xhr.onerror = () => resolve(null);
    xhr.ontimeout = () => resolve(null);
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', request.file, request.file.name);
    xhr.send(form);
  });
}

function outcomeOf(reply: RawReply | null): UploadOutcome {
  if (!reply) return { kind: 'failed' };
  if (reply.status === 200) {
    const report = fanUploadReportSchema.safeParse(reply.body);
    return report.success ? { kind: 'report', report: report.data } : { kind: 'failed' };
  }
  // 002 §7: 401 reloads the page (our gateway says where to sign in); §6: 403 means unauthorised.
  if (reply.status === 401) return { kind: 'loginRequired', location: safeLoginLocation(reply.location) };
  if (reply.status === 403) return { kind: 'unauthorized' };
  // 002 §7: 400 or above shows the status text — the gateway's message, or the generic one when there is none.
  if (isApiError(reply.body) && reply.status < 500) {
    return { kind: 'refused', status: reply.status, errorId: reply.body.errorId, message: reply.body.message };
  }
  if (isApiError(reply.body) && reply.status === 503) {
    return { kind: 'refused', status: 503, errorId: reply.body.errorId, message: reply.body.message };
  }
  return { kind: 'failed' };
}

/** 002 §7: the fan profile cloud API flag picks /msapi/sales/fanprofile/v1/ (the same flags every call reads). */
export async function uploadFanDetails(request: UploadRequest): Promise<UploadOutcome> {
  const { fanProfileCloudApi } = await loadFlags();
  const reply = await retryOnStaleCsrf(
    () => send(request, fanProfileCloudApi),
    (sent) => sent?.status === 403 && isApiError(sent.body) && sent.body.errorId === ErrorIds.csrf,
  );
  return outcomeOf(reply);
}

/** What the page says for an outcome that is not a report. */
export function messageOf(outcome: Exclude<UploadOutcome, { kind: 'report' }>): string {
  switch (outcome.kind) {
    case 'refused':
      return outcome.message;
    case 'unauthorized':
      return fanUploadText.notAuthorized;
    default:
      return fanUploadText.requestError;
  }
}
