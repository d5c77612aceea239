import { statfs } from 'node:fs/promises';

/** Bytes free for an unprivileged user on the file system holding `path`. */
export type FreeSpace = (path: string) => Promise<number>;

export const statfsFreeSpace: FreeSpace = async (path) => {
  const stats = await statfs(path);
  return stats.bavail * stats.bsize;
};

export const MB = 1024 * 1024;
