/**
 * The words clinicians type for a diagnosis that its official ICD-10-CM title does not contain:
 * abbreviations (MDD, PTSD, GAD …) and the DSM-5-TR names of codes whose ICD title is older
 * ("persistent depressive disorder" for F34.1 "Dysthymic disorder"). Each line gives code keys
 * (without the dot; a key names every code it begins) and the words added to their index.
 * An ambiguous abbreviation names every diagnosis it is used for (ASD: autism and acute stress).
 */
export const ICD10_INDEX_TERMS: readonly (readonly [keys: readonly string[], words: string])[] = [
  [
    ['F320', 'F321', 'F322', 'F323', 'F324', 'F325', 'F329', 'F330', 'F331', 'F332', 'F333'],
    'mdd depression',
  ],
  [['F334', 'F339'], 'mdd depression'],
  [['F32A'], 'depression'],
  [['F341'], 'pdd dysthymia persistent depressive disorder'],
  [['F3281'], 'pmdd'],
  [['F3481'], 'dmdd'],
  [['F411'], 'gad'],
  [['F401'], 'social anxiety'],
  [['F410'], 'panic attacks'],
  [['F431'], 'ptsd posttraumatic trauma'],
  [['F430'], 'asd acute stress disorder'],
  [['F422', 'F428', 'F429'], 'ocd'],
  [['F90'], 'adhd add'],
  [['F603'], 'bpd'],
  [['F3181'], 'bipolar 2 bp2'],
  [['F840'], 'asd autism spectrum'],
  [['F913'], 'odd'],
  [['F6381'], 'ied'],
  [['F5081'], 'bed'],
  [['F5082'], 'arfid'],
  [['F10'], 'aud alcohol use disorder'],
  [['F11'], 'oud opioid use disorder'],
];
