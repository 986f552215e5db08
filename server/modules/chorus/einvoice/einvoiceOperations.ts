import { ZInvoiceMeta } from '../../../../common/schemas/chorusInvoice';
import { loadInvoiceXsds } from './invoiceXsd';
import { makeFacturX } from './makeFacturX';
import { readInvoice } from './readInvoice';
import { UnreadableInvoice, type Unreadable } from './unreadableInvoice';

/**
 * What a thread of einvoiceWorker.js does with a customer's file. An unreadable file is an answer,
 * not an error, so that the caller tells it apart from a thread that failed.
 */
export type ReadTask = { op: 'read'; bytes: Uint8Array; fileName: string; chorus: boolean };
export type MakeTask = { op: 'make'; pdf: Uint8Array; meta: unknown };

const unreadableOr = async <T>(work: () => Promise<T>): Promise<T | Unreadable> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UnreadableInvoice) return { unreadable: error.reason, message: error.message };
    throw error;
  }
};

export const OPERATIONS = {
  read: (task: ReadTask) => unreadableOr(() => readInvoice(task.bytes, task.fileName, { chorus: task.chorus })),
  make: (task: MakeTask) =>
    unreadableOr(async () => ({ pdf: await makeFacturX(task.pdf, ZInvoiceMeta.parse(task.meta)) })),
};

/** The schemas are compiled before the thread says it is ready: a task's time is its own. */
export const prepare = loadInvoiceXsds;
