import { expect } from 'vitest';

export { TestSmtpServer, textOf } from '../../support/smtp-server.ts';

/** The attachments of a received MIME message, decoded from their parts (name, type and bytes), headers unfolded. */
export function attachmentsOf(data: string): Array<{ headers: string; bytes: Buffer }> {
  const boundary = /boundary="?([^";\n]+)"?/.exec(data)?.[1];
  if (!boundary) return [];
  return data
    .split(`--${boundary}`)
    .map((part) => {
      const split = part.indexOf('\n\n');
      // headers unfolded (a long file name is folded onto a continuation line)
      return { headers: part.slice(0, split).replace(/\n[ \t]+/g, ' '), body: part.slice(split + 2) };
    })
    .filter((p) => /^Content-Disposition: attachment/im.test(p.headers))
    .map((p) => {
      expect(p.headers).toMatch(/^Content-Transfer-Encoding: base64$/im);
      return { headers: p.headers, bytes: Buffer.from(p.body.replace(/\s+/g, ''), 'base64') };
    });
}
