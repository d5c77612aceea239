/** How often the microphone level is read and, when it changed, reported. */
export const LEVEL_INTERVAL_MS = 150;
/** A change smaller than this is not reported (the meter would not move visibly). */
const LEVEL_STEP = 0.02;
/** The quietest level shown above zero, in dBFS: speech sits around -30 to -10. */
const FLOOR_DB = -60;

/** Root mean square of samples in -1…1. */
export function rmsOf(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}

/** A level from 0 to 1 on a decibel scale, so quiet speech still moves the meter. */
export function levelOfRms(rms: number): number {
  if (rms <= 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (db - FLOOR_DB) / -FLOOR_DB));
}

export interface LevelMeterOptions {
  intervalMs?: number;
  createContext?: () => AudioContext;
}

/**
 * Reads the stream's level with an AnalyserNode every `intervalMs` and reports it when it moved;
 * returns the cleanup (the audio context is closed). Without Web Audio it reports nothing.
 */
export function watchLevel(
  stream: MediaStream,
  onLevel: (level: number) => void,
  options: LevelMeterOptions = {},
): () => void {
  const create = options.createContext ?? (() => new AudioContext());
  let context: AudioContext;
  try {
    context = create();
  } catch {
    return () => {};
  }
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  source.connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  let last = -1;
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    const level = levelOfRms(rmsOf(samples));
    if (Math.abs(level - last) < LEVEL_STEP) return;
    last = level;
    onLevel(level);
  }, options.intervalMs ?? LEVEL_INTERVAL_MS);
  return () => {
    clearInterval(timer);
    source.disconnect();
    void context.close().catch(() => undefined);
  };
}
