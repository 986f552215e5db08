// A worker thread of the electronic invoice pool (einvoiceTasks.ts): one customer's file at a time,
// so that reading, checking or converting it never holds the server's main thread; the pool ends
// a thread that overruns its time limit. Plain JavaScript: in the production build it runs beside
// the compiled operations; from the sources (tests, development) it loads them through tsx.
import { existsSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';

const compiled = new URL('./einvoiceOperations.js', import.meta.url);
const { OPERATIONS, prepare } = existsSync(compiled)
  ? await import(compiled.href)
  : await (await import('tsx/esm/api')).tsImport('./einvoiceOperations.ts', import.meta.url);
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
