import {
  AUDIO_RETENTION_MAX_DAYS,
  clinicSettings,
  clinicSettingsUpdate,
  type ClinicSettings,
  type ClinicUpdate,
} from '../../../common/contracts/clinic.contract';
import { boundsOf } from '../../../common/contracts/schema-bounds';
import type { MessageKey } from '../../i18n/i18n';

export type AiDrafting = ClinicSettings['aiDrafting'];
export const AI_DRAFTING_CHOICES: readonly AiDrafting[] =
  clinicSettings.shape.aiDrafting.def.innerType.options;

/** The contract's limits, so the form and the server agree. */
const days = boundsOf(clinicSettings.shape.transcriptRetentionDays.def.innerType.def.innerType);
const audioDays = boundsOf(clinicSettings.shape.audioRetentionDays.def.innerType);
export const AI_SETTINGS_LIMITS = {
  noteStyleMax: boundsOf(clinicSettings.shape.noteStyleInstructions.def.innerType).max ?? 2_000,
  retentionDaysMin: days.min ?? 1,
  retentionDaysMax: days.max ?? 3_650,
  audioDaysMin: audioDays.min ?? 1,
  audioDaysMax: audioDays.max ?? AUDIO_RETENTION_MAX_DAYS,
};

/** Transcripts kept as long as the record, or deleted a number of days after their session. */
export type Retention = 'record' | 'days';

/** The AI and recordings fields as the owner edits them (the days are text until checked). */
export interface AiSettingsValues {
  aiDrafting: AiDrafting;
  noteStyleInstructions: string;
  keepAudio: boolean;
  retention: Retention;
  retentionDays: string;
  /** Days a recording's audio is kept at most, transcribed or not (the clinic may shorten it). */
  audioRetentionDays: string;
}

export type AiSettingsField = 'noteStyleInstructions' | 'retentionDays' | 'audioRetentionDays';
export type AiSettingsErrors = Partial<Record<AiSettingsField, MessageKey>>;

export const aiSettingsValues = (settings: ClinicSettings): AiSettingsValues => ({
  aiDrafting: settings.aiDrafting,
  noteStyleInstructions: settings.noteStyleInstructions,
  keepAudio: settings.keepAudio,
  retention: settings.transcriptRetentionDays === null ? 'record' : 'days',
  retentionDays: settings.transcriptRetentionDays?.toString() ?? '',
  audioRetentionDays: settings.audioRetentionDays.toString(),
});

/** Whole days only: anything else (empty, 1.5, 1e3) is NaN, which the contract refuses. */
const wholeDays = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The form field each contract setting is typed in (the choices cannot be invalid). */
const FIELD_OF: Partial<Record<string, AiSettingsField>> = {
  noteStyleInstructions: 'noteStyleInstructions',
  transcriptRetentionDays: 'retentionDays',
  audioRetentionDays: 'audioRetentionDays',
};

const MESSAGES: Record<AiSettingsField, MessageKey> = {
  noteStyleInstructions: 'clinic.validation.noteStyleTooLong',
  retentionDays: 'clinic.validation.retentionDays',
  audioRetentionDays: 'clinic.validation.audioRetentionDays',
};

/**
 * Checks the fields with the contract's own schema (the server's rules): either the settings
 * update to send, or a message key per field in error.
 */
export function validateAiSettings(
  values: AiSettingsValues,
): { update: ClinicUpdate } | { errors: AiSettingsErrors } {
  const parsed = clinicSettingsUpdate.safeParse({
    aiDrafting: values.aiDrafting,
    noteStyleInstructions: values.noteStyleInstructions,
    keepAudio: values.keepAudio,
    transcriptRetentionDays: values.retention === 'record' ? null : wholeDays(values.retentionDays),
    audioRetentionDays: wholeDays(values.audioRetentionDays),
  });
  if (parsed.success) return { update: { settings: parsed.data } };
  const errors: AiSettingsErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field) errors[field] ??= MESSAGES[field];
  }
  return { errors };
}

/** The parameters every AI settings message may use. */
export const AI_SETTINGS_PARAMS = {
  max: AI_SETTINGS_LIMITS.noteStyleMax,
  minDays: AI_SETTINGS_LIMITS.retentionDaysMin,
  maxDays: AI_SETTINGS_LIMITS.retentionDaysMax,
  minAudioDays: AI_SETTINGS_LIMITS.audioDaysMin,
  maxAudioDays: AI_SETTINGS_LIMITS.audioDaysMax,
};
