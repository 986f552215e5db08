import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';

export type Mailer = {
  /** undefined when no SMTP server is configured: messages then wait in the outbox. */
  transport?: Transporter;
  from: string;
};

export const createMailer = (config: Pick<Config, 'mail'>): Mailer => ({
  transport: config.mail.smtpUrl ? nodemailer.createTransport(config.mail.smtpUrl) : undefined,
  from: config.mail.from,
});
