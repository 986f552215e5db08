import type { MessageStructureObject } from 'imapflow';

export type AttachmentPart = { part: string; name: string; size: number | null };

/**
 * The leaves of a message's structure that carry a file: attachments, and inline parts with a file name (some mailers
 * inline PDFs, or name them only in Content-Type). imapflow has already decoded RFC 2047 and RFC 2231 names. A part
 * without a number is the body of a single-part message, which imapflow downloads as part '1'.
 */
export const attachmentParts = (node: MessageStructureObject): AttachmentPart[] => {
  if (node.childNodes) return node.childNodes.flatMap(attachmentParts);
  const name = node.dispositionParameters?.filename || node.parameters?.name;
  if (!name) return [];
  return [{ part: node.part ?? '1', name, size: node.size ?? null }];
};
