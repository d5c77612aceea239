import type { KnowledgeEntry } from '../contracts/knowledge.contract';
import { INSTRUMENTS_ANXIETY_TRAUMA } from './content/instruments-anxiety-trauma';
import { INSTRUMENTS_EATING_CHILDREN } from './content/instruments-eating-children';
import { INSTRUMENTS_MOOD_RISK } from './content/instruments-mood-risk';
import { INSTRUMENTS_SUBSTANCE_SLEEP } from './content/instruments-substance-sleep';
import { TREATMENTS_ANXIETY } from './content/treatments-anxiety';
import { TREATMENTS_BIPOLAR } from './content/treatments-bipolar';
import { TREATMENTS_CHILDREN_FAMILIES } from './content/treatments-children-families';
import { TREATMENTS_DEPRESSION } from './content/treatments-depression';
import { TREATMENTS_DEPRESSION_IPT_MBCT } from './content/treatments-depression-ipt-mbct';
import { TREATMENTS_OCD } from './content/treatments-ocd';
import { TREATMENTS_PTSD } from './content/treatments-ptsd';
import { TREATMENTS_RISK_ADJUSTMENT_ADHD } from './content/treatments-risk-adjustment-adhd';
import { TREATMENTS_SELF_HARM_EATING } from './content/treatments-self-harm-eating';
import { TREATMENTS_SUBSTANCE_SLEEP_ACT } from './content/treatments-substance-sleep-act';

/**
 * The curated knowledge base shipped with Praxis (issue 12): evidence-based psychological
 * treatments and the instruments used to follow them, each with its sources. The server writes
 * these into `knowledge_entries` at start; the mocks read them directly. The content is the
 * team's English, checked against the cited guidelines and reviews. Evidence levels follow the
 * rule in `knowledge.contract.ts` (`evidenceLevel`), graded conservatively where sources differ.
 */
export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [
  ...TREATMENTS_RISK_ADJUSTMENT_ADHD,
  ...TREATMENTS_DEPRESSION,
  ...TREATMENTS_DEPRESSION_IPT_MBCT,
  ...TREATMENTS_ANXIETY,
  ...TREATMENTS_OCD,
  ...TREATMENTS_PTSD,
  ...TREATMENTS_CHILDREN_FAMILIES,
  ...TREATMENTS_SELF_HARM_EATING,
  ...TREATMENTS_SUBSTANCE_SLEEP_ACT,
  ...TREATMENTS_BIPOLAR,
  ...INSTRUMENTS_MOOD_RISK,
  ...INSTRUMENTS_ANXIETY_TRAUMA,
  ...INSTRUMENTS_SUBSTANCE_SLEEP,
  ...INSTRUMENTS_EATING_CHILDREN,
];
