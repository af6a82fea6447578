import nodemailer from 'nodemailer';

/** A message to send. */
export interface MailMessage {
  readonly subject: string;
  readonly text: string;
  readonly replyTo?: string;
}

/** Sends mail to one fixed address (the support mailbox). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The one place that uses nodemailer: an SMTP transport to the support address. */
export function createSmtpMailer(options: { url: string; from: string; to: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: options.to,
        subject: message.subject,
        text: message.text,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
    },
  };
}
