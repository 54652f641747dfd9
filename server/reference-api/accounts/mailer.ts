// Sending account mail: through SMTP (nodemailer) when an SMTP URL is configured, else into the
// development outbox.
import type { Transporter } from 'nodemailer';
import type { Mail, Outbox } from './outbox';

export interface MailSettings {
  /** e.g. smtps://user:pass@smtp.example.com:465; unset keeps mail in the outbox */
  readonly smtpUrl?: string;
  /** sender address (default "Seri <no-reply@seri.example>") */
  readonly from?: string;
  /** origin of the portal the links point at, e.g. https://portal.example.com; never taken from a request */
  readonly portalUrl: string;
}

/** The outbox, with links to a portal on this machine's default port. */
export const LOCAL_MAIL: MailSettings = { portalUrl: 'http://localhost:8080' };

export interface Mailer {
  /** Rejects with MailNotSent when the mail cannot go out. */
  send(mail: Mail): Promise<void>;
}

const DEFAULT_FROM = 'Seri <no-reply@seri.example>';

/** What looks like an e-mail address: SMTP servers quote the recipient when they refuse it. */
const ADDRESS = /[^\s<>()[\]\\,;:"']+@[^\s<>()[\]\\,;:"']+/g;

/** A mail that did not go out, said without the addresses (nodemailer's error lists them), for the logs. */
class MailNotSent extends Error {
  constructor(cause: unknown) {
    super(`mail not sent: ${(cause instanceof Error ? cause.message : String(cause)).replace(ADDRESS, '[address]')}`);
  }
}

export function createMailer(settings: MailSettings, outbox: Outbox, now: () => Date): Mailer {
  if (!settings.smtpUrl) {
    return {
      send(mail) {
        outbox.store(mail, now());
        return Promise.resolve();
      },
    };
  }
  const { smtpUrl } = settings;
  const from = settings.from ?? DEFAULT_FROM;
  // nodemailer is loaded with the first mail: most runs never send one, and it costs startup time.
  let transport: Promise<Transporter> | undefined;
  return {
    async send({ to, subject, text, html }) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      try {
        await (await transport).sendMail({ from, to, subject, text, html });
      } catch (error) {
        throw new MailNotSent(error);
      }
    },
  };
}
