import { posix } from 'node:path';
import { CollectorError, type AccountSettings, type RemoteItem } from './connector';
import { nameMatcher } from './namePattern';

/** A regular file of a remote folder, as SFTP and WebDAV list them. */
export type RemoteFile = { path: string; name: string; size: number; mtimeMs: number };

const DAY_MS = 86_400_000;
const DEFAULT_PROCESSED_FOLDER = 'processed';
/** Past this many taken names the processed folder is surely not what it seems: stop rather than loop. */
const MAX_SUFFIX = 999;

/** `name` inside `folder`; '' stays relative (SFTP's start directory), a leading '/' stays absolute. */
export const joinRemote = (folder: string, name: string): string =>
  folder === '' ? name : `${folder.replace(/\/+$/, '')}/${name.replace(/^\/+/, '')}`;

/** The files the account's rule picks, oldest first, then by name so that equal times keep one order. */
export const matchingFileItems = (files: RemoteFile[], account: AccountSettings): RemoteItem[] => {
  const matches = nameMatcher(account.namePattern);
  const oldest = account.maxAgeDays === null ? -Infinity : Date.now() - account.maxAgeDays * DAY_MS;
  return files
    .filter((file) => matches(file.name) && file.mtimeMs >= oldest)
    .sort((a, b) => a.mtimeMs - b.mtimeMs || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((file) => ({
      key: `${file.path}:${file.size}:${file.mtimeMs}`,
      name: file.name,
      size: file.size,
      unit: file.path,
    }));
};

/** Where a folder's collected files go: the account's processed folder (default 'processed') inside it. */
export const processedDirectory = (folder: string, processedFolder: string): string =>
  joinRemote(folder, processedFolder || DEFAULT_PROCESSED_FOLDER);

function* candidateNames(name: string): Generator<string> {
  const extension = posix.extname(name);
  const stem = name.slice(0, name.length - extension.length);
  yield name;
  for (let suffix = 1; suffix <= MAX_SUFFIX; suffix += 1) yield `${stem}-${suffix}${extension}`;
}

/**
 * Moves a file into `directory` under its name, or facture-1.pdf, facture-2.pdf … when taken. `moveTo` answers false
 * when the target name is taken, so each protocol keeps its own way of telling (a check first, or a refused move).
 */
export const moveToFreeName = async (
  directory: string,
  name: string,
  moveTo: (target: string) => Promise<boolean>,
): Promise<void> => {
  for (const candidate of candidateNames(name)) {
    if (await moveTo(joinRemote(directory, candidate))) return;
  }
  throw new CollectorError('REMOTE', `${directory} already holds ${MAX_SUFFIX + 1} files named like ${name}`);
};
