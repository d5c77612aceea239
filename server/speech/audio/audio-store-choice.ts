import type { SpeechConfig } from '../speech-config.ts';
import type { AudioStore } from './audio-store.ts';
import { fileAudioStore } from './file-audio-store.ts';
import { s3AudioStore } from './s3-audio-store.ts';

/** The bucket when one is configured (instances then share the audio), else the data directory. */
export function audioStoreFor(config: SpeechConfig): AudioStore {
  return config.audioS3 ? s3AudioStore(config.audioS3) : fileAudioStore(config.audioDir);
}
