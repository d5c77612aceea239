/** ICD-10-CM codes (chapter F) with their official titles, drawn for demo diagnoses. */
export const DEMO_DIAGNOSES = [
  { code: 'F32.0', text: 'Major depressive disorder, single episode, mild' },
  { code: 'F32.1', text: 'Major depressive disorder, single episode, moderate' },
  { code: 'F33.1', text: 'Major depressive disorder, recurrent, moderate' },
  { code: 'F34.1', text: 'Dysthymic disorder' },
  { code: 'F41.1', text: 'Generalized anxiety disorder' },
  { code: 'F41.0', text: 'Panic disorder [episodic paroxysmal anxiety]' },
  { code: 'F40.10', text: 'Social phobia, unspecified' },
  { code: 'F40.00', text: 'Agoraphobia, unspecified' },
  { code: 'F42.2', text: 'Mixed obsessional thoughts and acts' },
  { code: 'F43.10', text: 'Post-traumatic stress disorder, unspecified' },
  { code: 'F43.12', text: 'Post-traumatic stress disorder, chronic' },
  { code: 'F43.21', text: 'Adjustment disorder with depressed mood' },
  { code: 'F43.23', text: 'Adjustment disorder with mixed anxiety and depressed mood' },
  { code: 'F51.01', text: 'Primary insomnia' },
  {
    code: 'F90.0',
    text: 'Attention-deficit hyperactivity disorder, predominantly inattentive type',
  },
  { code: 'F31.81', text: 'Bipolar II disorder' },
  { code: 'F10.20', text: 'Alcohol dependence, uncomplicated' },
  { code: 'F60.3', text: 'Borderline personality disorder' },
] as const;

/** The diagnosis a patient flagged at suicide risk carries first. */
export const SEVERE_DEPRESSION = {
  code: 'F33.2',
  text: 'Major depressive disorder, recurrent severe without psychotic features',
} as const;

export const CANCEL_REASONS = [
  'Patient unwell; asked to rebook',
  'Clinician unwell',
  'Patient asked to rebook (work shift)',
  'Family emergency',
  'Transport strike; patient could not come',
] as const;

export const NO_SHOW_REASON = 'No contact; voicemail left and a letter sent';
