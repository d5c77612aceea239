import { useEffect, useState } from 'react';
import { PROGRESS_BAR } from '../../config/constants';
import { ProgressBar } from './progress-bar';
import { progressAfter } from './progress';

/** Shown while a page module loads (Suspense fallback) or the session starts: trickles forward. */
export function PageLoading() {
  const [increments, setIncrements] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIncrements((n) => n + 1), PROGRESS_BAR.incrementEveryMs);
    return () => clearInterval(timer);
  }, []);
  return <ProgressBar value={progressAfter(increments)} />;
}
