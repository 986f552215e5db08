// A worker thread of the electronic invoice pool (einvoiceTasks.ts): one customer's file at a time,
// so that reading, checking or converting it never holds the server's main thread; the pool ends
// a thread that overruns its time limit. Plain JavaScript that loads the TypeScript operations
// through tsx, so that it starts the same under tsx, vitest and node alone.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { OPERATIONS, prepare } = await tsImport('./einvoiceOperations.ts', import.meta.url);
prepare();

parentPort.on('message', async (task) => {
  try {
    const operation = OPERATIONS[task.op];
    if (!operation) throw new Error(`Unknown operation ${task.op}`);
    const value = await operation(task);
    parentPort.postMessage({ value }, value?.pdf ? [value.pdf.buffer] : []);
  } catch (error) {
    parentPort.postMessage({ error: String(error?.message ?? error) });
  }
});

// The schemas are compiled: a task's time limit runs from here.
parentPort.postMessage({ ready: true });
