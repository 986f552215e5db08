import MailComposer from 'nodemailer/lib/mail-composer';

export type Attachment = { name: string; bytes: Uint8Array; contentType?: string };

/** An RFC 822 message with a short text body and the given files attached, as a supplier's mailer sends them. */
export const messageWithPdfs = ({
  from,
  subject,
  date = new Date(),
  attachments,
}: {
  from: string;
  subject: string;
  date?: Date;
  attachments: Attachment[];
}): Promise<Buffer> =>
  new MailComposer({
    from,
    to: 'factures@liasse.test',
    subject,
    date,
    text: 'Veuillez trouver ci-joint nos documents.',
    attachments: attachments.map(({ name, bytes, contentType }) => ({
      filename: name,
      content: Buffer.from(bytes),
      ...(contentType ? { contentType } : {}),
    })),
  })
    .compile()
    .build();
