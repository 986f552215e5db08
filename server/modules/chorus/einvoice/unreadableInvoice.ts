/** Why a file cannot be read as an invoice at all (as opposed to an invoice that breaks rules). */
export type UnreadableReason =
  | 'too_large'
  | 'malformed_xml'
  | 'doctype'
  | 'malformed_pdf'
  | 'unknown_xml'
  /** Reading it ran past the time limit or killed its thread. */
  | 'over_budget';

/** How a thread reports an unreadable file, in place of a result. */
export type Unreadable = { unreadable: UnreadableReason; message: string };

/** A file that is not an invoice we can read: the caller answers with its reason, never a 500. */
export class UnreadableInvoice extends Error {
  constructor(
    readonly reason: UnreadableReason,
    message: string,
  ) {
    super(message);
  }
}
