import type { Readable } from 'node:stream';

/**
 * What a backup, a restore and a copy to PostgreSQL need of the recordings' audio: the port
 * server/db declares, so it never imports the speech domain. The speech domain's `AudioStore`
 * (server/speech/audio) fits it; the commands and the server pass the one their configuration
 * names.
 */
export interface BackupAudio {
  /** The chunks held for a recording, by `seq`, with their sizes. */
  list(tenantId: string, recordingId: string): Promise<{ seq: number; bytes: number }[]>;
  /** The chunks one after another in `seq` order. */
  assemble(tenantId: string, recordingId: string): Promise<Readable>;
  /** Stores one chunk (storing the same `seq` again replaces it). */
  putChunk(tenantId: string, recordingId: string, seq: number, bytes: Uint8Array): Promise<void>;
}
