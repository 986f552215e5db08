import { buildServer } from './compiledServer';

/**
 * Vitest's global setup: the compiled server is built once before any test file runs, so that the
 * files that start it as a process (graceful stop, scale-out) never build it at the same moment,
 * one deleting build/ under the other's processes.
 */
export default function setup() {
  buildServer();
}
