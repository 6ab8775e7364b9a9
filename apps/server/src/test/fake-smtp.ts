import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * An SMTP server on 127.0.0.1 at a free port that keeps every message it is given (no TLS, no
 * login), for the password-reset e-mails. Never the internet.
 */
export class FakeSmtp {
  readonly mails: ReceivedMail[] = [];
  /** Mails whose sender went away before they were accepted: never delivered. */
  readonly dropped: ReceivedMail[] = [];
  /**
   * When set, a mail is answered only once the promise it returns resolves (a slow mail server),
   * so a test can stop the sender while a mail is in flight; resolving to 'drop' refuses it (the
   * sender is gone and never heard it accepted).
   */
  hold: ((mail: ReceivedMail) => Promise<'drop' | undefined> | undefined) | undefined;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        if ((await this.hold?.(mail)) === 'drop') {
          this.dropped.push(mail);
          callback(new Error('the sender went away'));
          return;
        }
        this.mails.push(mail);
        callback();
      });
    },
  });

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  /** `smtp://127.0.0.1:<port>`, what SMTP_URL would hold. */
  get url(): string {
    const address = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${address.port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The mails sent to `address` so far. */
  to(address: string): ReceivedMail[] {
    return this.mails.filter((m) => m.to.includes(address.toLowerCase()));
  }
}

/** The mail's text with quoted-printable undone (soft line breaks, `=XX` escapes). */
export function textOf(mail: ReceivedMail): string {
  return mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The reset link's secret in a mail. */
export function resetTokenIn(mail: ReceivedMail): string {
  const text = textOf(mail);
  const match = /reset-password#token=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in:\n${text}`);
  return match[1];
}
