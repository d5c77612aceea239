import { sql } from 'kysely';
import { AUDIO_LIMIT_STATUS, type AudioLimit } from '../../common/contracts/speech.contract.ts';
import type { AppContext } from '../context.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { HttpError } from '../http/http-error.ts';
import type { RecordingRow } from './recordings.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const refused = (code: AudioLimit, message: string, retryAfterSeconds?: number) =>
  retryAfterSeconds === undefined
    ? new HttpError(AUDIO_LIMIT_STATUS[code], message, { code })
    : new HttpError(
        AUDIO_LIMIT_STATUS[code],
        message,
        { code, retryAfterSeconds },
        { 'retry-after': String(retryAfterSeconds) },
      );

const FINISH_FROM_WHAT_ARRIVED = 'Finish the recording: what arrived is kept.';

/** bigint sums: PostgreSQL's driver answers a string, PGlite a number; no rows, null. */
const bytesOf = (value: unknown) => Number(value ?? 0);

/**
 * Whether the server takes `growth` more bytes for `recording`, which holds `heldBytes` now
 * (issue 31). In this order: its length at the codec's rate (the time since it was opened, up to
 * the longest recording, plus a margin; 413), its clinician's audio in the last 24 hours (429,
 * with when the oldest of those recordings leaves the window), the clinic's audio held (507), and
 * the audio disk's free-space floor (507). A chunk that does not grow the recording (the same
 * chunk sent again) is never refused. Checked before the chunk is stored, so a refused one leaves
 * nothing and the recording can be finished from what arrived; two chunks checked at the same
 * moment may together pass a limit by one chunk (at most 4 MB), which the next one then meets.
 */
export async function checkAudioRoom(
  ctx: AppContext,
  clinic: TenantDb,
  recording: RecordingRow,
  heldBytes: number,
  growth: number,
): Promise<void> {
  if (growth <= 0) return;
  const limits = ctx.config.speech.audioLimits;
  const now = ctx.clock();

  const openForS = Math.max(0, (now.getTime() - new Date(recording.started_at).getTime()) / 1000);
  const allowedS = Math.min(openForS, limits.maxRecordingSeconds) + limits.marginSeconds;
  if (heldBytes + growth > Math.floor(allowedS * limits.bytesPerSecond)) {
    throw refused(
      'recording-too-large',
      `This recording holds more audio than its length allows. ${FINISH_FROM_WHAT_ARRIVED}`,
    );
  }

  const since = new Date(now.getTime() - DAY_MS);
  const member = await clinic
    .selectFrom('recordings')
    .select((eb) => [eb.fn.sum<string>('bytes').as('total'), eb.fn.min('started_at').as('oldest')])
    .where('clinician_id', '=', recording.clinician_id)
    .where('started_at', '>', since)
    .executeTakeFirst();
  if (bytesOf(member?.total) + growth > limits.memberBytesPerDay) {
    const oldest = member?.oldest ? new Date(member.oldest).getTime() : now.getTime();
    const waitS = Math.max(1, Math.ceil((oldest + DAY_MS - now.getTime()) / 1000));
    throw refused(
      'daily-audio-limit',
      `You have recorded all the audio allowed in 24 hours. ${FINISH_FROM_WHAT_ARRIVED}`,
      waitS,
    );
  }

  const held = await clinic
    .selectFrom('recordings')
    .select(sql<string>`coalesce(sum(bytes), 0)`.as('total'))
    .where('audio_deleted_at', 'is', null)
    .executeTakeFirst();
  if (bytesOf(held?.total) + growth > limits.clinicBytes) {
    throw refused(
      'clinic-audio-full',
      `The clinic holds all the audio it may. ${FINISH_FROM_WHAT_ARRIVED}`,
    );
  }

  const free = await ctx.audio.freeBytes();
  if (free !== null && free - growth < limits.freeDiskFloorBytes) {
    throw refused(
      'storage-full',
      `The server’s storage for audio is full. ${FINISH_FROM_WHAT_ARRIVED}`,
    );
  }
}
