/**
 * A real SMTP server in the test process (smtp-server), whose mails are parsed with mailparser.
 * It can refuse the next recipients with a temporary error, as a busy server does.
 */
import { EventEmitter, once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  readonly url: string;
  readonly received: ParsedMail[];
  /** The next mail to arrive (call before the action that sends it). */
  nextMail(): Promise<ParsedMail>;
  /** Refuses the next `n` recipients with `code` (default 451, "try again later"). */
  refuse(n: number, code?: number): void;
  /** Resolves on the next refusal. */
  nextRefusal(): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const events = new EventEmitter();
  const received: ParsedMail[] = [];
  let refusals = 0;
  let refusalCode = 451;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: its built-in certificate would fail nodemailer's check.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusals > 0) {
        refusals--;
        events.emit('refused');
        const err = Object.assign(new Error('mailbox busy, try again later'), { responseCode: refusalCode });
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
          events.emit('mail', mail);
        },
        (err) => callback(err),
      );
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMail: async () => (await once(events, 'mail'))[0] as ParsedMail,
    refuse(n, code = 451) {
      refusals = n;
      refusalCode = code;
    },
    nextRefusal: async () => {
      await once(events, 'refused');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One header's raw value ("List-Unsubscribe: <…>" → "<…>"), unfolded. */
export function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}
