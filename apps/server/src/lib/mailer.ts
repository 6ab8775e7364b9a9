import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail (password-reset links). */
export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(mail: Mail): Promise<void>;
  close?(): void;
}

/**
 * Mail over SMTP (`SMTP_URL`, e.g. `smtp://user:pass@mail.example.com:587` or `smtps://…:465`),
 * sent from `from` (`MAIL_FROM`). Connections are pooled; a send waits for the server's answer.
 */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url, { from: options.from });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
    close: () => transport.close(),
  };
}

/**
 * With no SMTP server configured, a mail is written to the server log (at `warn`, so the default
 * level shows it): the operator of a single-machine install copies the reset link from there.
 */
export function createLogMailer(log: {
  warn(details: Record<string, unknown>, message: string): void;
}): Mailer {
  return {
    kind: 'log',
    async send(mail) {
      log.warn(
        { mailTo: mail.to, subject: mail.subject, body: mail.text },
        'e-mail not sent (SMTP_URL is not set); its text follows',
      );
    },
  };
}
