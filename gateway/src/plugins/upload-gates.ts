import fp from 'fastify-plugin';
import { UploadGate } from '../files/upload-gate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** How many uploads of each kind this gateway works on at once, whichever prefix they came under. */
    uploadGates: UploadGates;
  }
}

export interface UploadGates {
  /** 002 §7 fan uploads, under both fanprofile prefixes: a workbook of up to 10 MB parsed and applied. */
  fanUpload: UploadGate;
  /** 001 §7 documents, under both customeridentification prefixes: up to three files checked and stored. */
  documents: UploadGate;
  /** 000 §5 deployment orders: one file of up to 5 MB judged (a ZIP or Word file unpacked and scanned) and stored. */
  military: UploadGate;
}

/** Fan uploads one gateway parses at once; more are answered 503 with Retry-After. */
export const CONCURRENT_FAN_UPLOADS = 2;
/** Document uploads one gateway judges at once (content inspection of up to 60 MB each). */
export const CONCURRENT_DOCUMENT_UPLOADS = 4;
/** Military submissions one gateway judges and stores at once (their orders unpacked and scanned). */
export const CONCURRENT_MILITARY_UPLOADS = 4;

/**
 * One gate per kind of upload for the whole gateway: the fan upload and the document upload are each registered
 * under two prefixes, and a place guards this process's memory, not a prefix's. Tests pass gates of their own to
 * hold places and see what a busy gateway answers.
 */
export default fp(
  async function uploadGates(app, options: { gates?: Partial<UploadGates> }) {
    app.decorate('uploadGates', {
      fanUpload: options.gates?.fanUpload ?? new UploadGate(CONCURRENT_FAN_UPLOADS),
      documents: options.gates?.documents ?? new UploadGate(CONCURRENT_DOCUMENT_UPLOADS),
      military: options.gates?.military ?? new UploadGate(CONCURRENT_MILITARY_UPLOADS),
    });
  },
  { name: 'upload-gates' },
);
