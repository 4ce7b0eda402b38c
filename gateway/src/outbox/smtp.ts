import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  body: string;
  attachments?: readonly MailAttachment[];
}

/** Sends one message; throws when the server refuses it or cannot be reached. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP_URL → nodemailer's SMTP options: smtp://[user:password@]host[:port] (port 25; STARTTLS when the server
 * offers it) or smtps://… (port 465, TLS from the start). One connection per message, so a queued message never
 * waits on a stale pooled connection.
 */
export function smtpOptions(smtpUrl: string, timeoutMs = 20_000): SMTPTransport.Options {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: Number(url.port || (secure ? 465 : 25)),
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/**
 * The team e-mail through nodemailer; header values (attachment names too) are encoded and kept on one line by
 * nodemailer itself.
 */
export function smtpTransport(smtpUrl: string, timeoutMs?: number): MailTransport {
  const transporter = nodemailer.createTransport(smtpOptions(smtpUrl, timeoutMs));
  return {
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.body,
        // the bytes themselves (file and URL access stay disabled); nodemailer encodes them as base64
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.fileName,
          contentType: a.contentType,
          content: a.content,
        })),
      });
    },
  };
}
