import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MILITARY_ORDERS_AREA, StoreFileStore } from '../files/file-store.ts';
import { OutboxSender } from './sender.ts';
import { smtpTransport, type MailTransport } from './smtp.ts';
import { outboxCounts } from './store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxSender;
  }
}

/**
 * The team e-mail sender: every poll (OUTBOX_POLL_MS) it sends due outbox messages through SMTP_URL, with the
 * stored file a message carries attached. Without
 * SMTP_URL the messages stay in outbox_messages and start-up logs how many wait there.
 */
async function outboxPlugin(app: FastifyInstance) {
  const { mail } = app.config;
  const transport: MailTransport | null = mail.smtpUrl ? smtpTransport(mail.smtpUrl) : null;
  // the stored files messages carry (the military cancel's deployment orders), read from the store when a message
  // is sent, whichever gateway received them
  const files = new StoreFileStore(app.db, MILITARY_ORDERS_AREA);
  const sender = new OutboxSender(app.db, transport, mail.from, app.log, files);
  app.decorate('outbox', sender);

  app.addHook('onReady', async () => {
    const counts = await outboxCounts(app.db);
    if (counts.pending > 0) {
      app.log.info(
        { ...counts, smtp: sender.configured },
        sender.configured
          ? 'team e-mails waiting in the outbox'
          : 'team e-mails kept in the outbox: set SMTP_URL to send them',
      );
    }
  });
  if (!transport || mail.outboxPollMs === 0) return;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sender
      .runOnce()
      .catch((err: Error) => app.log.error({ err: err.message }, 'outbox round failed'))
      .finally(() => (running = null));
  }, mail.outboxPollMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(outboxPlugin, { name: 'outbox', dependencies: ['store'] });
