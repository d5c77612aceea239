import type { BackupAudio } from './audio-port.ts';
import { audioEntryName, parseAudioEntry, type BackupEntries } from './backup-format.ts';

export interface RecordingRef {
  tenant_id: string;
  id: string;
}

async function readAll(stream: AsyncIterable<Uint8Array | string>): Promise<Uint8Array> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part));
  return Buffer.concat(parts);
}

/**
 * Every chunk of these recordings, read from the store: its listing gives the chunks and their
 * sizes, the assembled stream their bytes, cut back into chunks. A chunk stored after the listing
 * is past the listed bytes and left out (the snapshot did not know it either).
 */
export async function readRecordingAudio(
  audio: BackupAudio,
  recordings: RecordingRef[],
  progress: (line: string) => void = () => {},
): Promise<{ entries: BackupEntries; recordings: number; chunks: number; bytes: number }> {
  const entries: BackupEntries = {};
  let withAudio = 0;
  let chunks = 0;
  let bytes = 0;
  for (const recording of recordings) {
    const listed = await audio.list(recording.tenant_id, recording.id);
    if (listed.length === 0) continue;
    const whole = await readAll(await audio.assemble(recording.tenant_id, recording.id));
    let offset = 0;
    for (const chunk of listed) {
      entries[audioEntryName(recording.tenant_id, recording.id, chunk.seq)] = whole.subarray(
        offset,
        offset + chunk.bytes,
      );
      offset += chunk.bytes;
      chunks += 1;
      bytes += chunk.bytes;
    }
    withAudio += 1;
    if (withAudio % 20 === 0) progress(`audio: ${withAudio} recordings, ${chunks} chunks`);
  }
  return { entries, recordings: withAudio, chunks, bytes };
}

/** Puts every audio entry of a backup (or a copy) back into a store; returns the chunks written. */
export async function writeRecordingAudio(
  audio: BackupAudio,
  entries: BackupEntries,
  progress: (line: string) => void = () => {},
): Promise<number> {
  let written = 0;
  for (const [name, bytes] of Object.entries(entries)) {
    const ref = parseAudioEntry(name);
    if (!ref) continue;
    await audio.putChunk(ref.tenantId, ref.recordingId, ref.seq, bytes);
    written += 1;
    if (written % 100 === 0) progress(`audio: ${written} chunks written`);
  }
  return written;
}
