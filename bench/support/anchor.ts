import { spawnSync } from 'node:child_process';

/**
 * A bench whose anchor cannot run prints no ratio: it stops here, saying what is missing. A ratio
 * to an anchor that silently did nothing (a missing tool, an empty result) would be nonsense.
 */
export const anchorCannotRun = (why: string): never => {
  console.error(`The bench's anchor cannot run: ${why}. No ratio printed.`);
  process.exit(2);
};

/** Stops the bench unless each command is on the PATH; `packages` names what installs them. */
export const requireCommands = (commands: string[], packages: string) => {
  const missing = commands.filter((command) => spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0);
  if (missing.length > 0) anchorCannotRun(`${missing.join(', ')} not found (Debian: apt-get install ${packages})`);
};
