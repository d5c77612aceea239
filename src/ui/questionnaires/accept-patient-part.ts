import { HISTORY_FIELDS } from '../../../common/contracts/intake-gaps';
import type { IntakeContent } from '../../../common/contracts/intake.contract';
import type { PatientIntakePart } from '../../../common/contracts/questionnaires.contract';

/**
 * The clinician accepts the patient's part into their intake draft (issue 36): each of the
 * patient's texts (the presenting problem, the five histories) is added to the clinician's field
 * under `label` ("From the patient (portal, 30 Nov 2026):"), after what the clinician wrote, so
 * the signed intake still tells the patient's words from the clinic's. An empty text adds nothing;
 * a text already there (accepted before) is not added twice. The demographics are not intake
 * content: they stay on the review for the clinician to take into the chart.
 */
export function acceptPatientPart(
  content: IntakeContent,
  part: PatientIntakePart,
  label: string,
): IntakeContent {
  const add = (mine: string, theirs: string) => {
    const words = theirs.trim();
    if (words === '' || mine.includes(words)) return mine;
    const quoted = `${label}\n${words}`;
    return mine.trim() === '' ? quoted : `${mine.trimEnd()}\n\n${quoted}`;
  };
  const history = { ...content.history };
  for (const field of HISTORY_FIELDS) history[field] = add(history[field], part.history[field]);
  return {
    ...content,
    referral: {
      ...content.referral,
      presentingProblem: add(content.referral.presentingProblem, part.presentingProblem),
    },
    history,
  };
}
