import { startMailSink } from './mail-sink.ts';

/** Before the journeys: the mail sink the gateway's outbox sends through; closed after them. */
export default async function globalSetup() {
  const server = await startMailSink();
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
