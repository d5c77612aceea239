import { useState } from 'react';
import { icd10Title } from '../../../common/clinical/icd10-search';
import { icd10Code } from '../../../common/contracts/patients.contract';
import { ChosenCodes, type ChosenCode, type ChosenCodesProps } from './chosen-codes';
import { Icd10Combobox, type Icd10ComboboxLabels } from './icd10-combobox';

export interface CodesPickerProps {
  value: readonly ChosenCode[];
  onChange: (value: ChosenCode[]) => void;
  /** How many codes may be chosen: the search is gone once that many are. */
  max: number;
  labels: { chosen: ChosenCodesProps['labels']; search: Icd10ComboboxLabels };
  /** How many matches the search lists. */
  limit?: number;
  /** The longest title a chosen code keeps (the record's limit); longer ones are cut. */
  titleMax?: number;
  /**
   * Enter on text the list does not match is taken as a code when it is a well-formed ICD-10-CM
   * code (the matcher accepts any); otherwise `invalid(text)` says why it was refused.
   */
  typedCodes?: { invalid: (text: string) => string };
}

/**
 * ICD-10-CM codes chosen from the shipped list: those chosen so far, each removable, and a search
 * that adds one not chosen yet, until `max`. An intake's working diagnoses, the matcher's question.
 */
export function CodesPicker(props: CodesPickerProps) {
  const { value, onChange, max, labels, limit, titleMax, typedCodes } = props;
  const [typedError, setTypedError] = useState<string | null>(null);
  const codes = value.map((chosen) => chosen.code);

  const add = (code: string, title: string) => {
    setTypedError(null);
    if (!codes.includes(code)) onChange([...value, { code, text: title.slice(0, titleMax) }]);
  };
  const typed = (text: string) => {
    if (!typedCodes) return;
    const code = icd10Code.safeParse(text);
    if (code.success) add(code.data, icd10Title(code.data) ?? '');
    else setTypedError(typedCodes.invalid(text));
  };

  return (
    <>
      <ChosenCodes
        codes={value}
        labels={labels.chosen}
        onRemove={(code) => onChange(value.filter((chosen) => chosen.code !== code))}
      />
      {value.length < max && (
        <Icd10Combobox
          chosen={codes}
          limit={limit}
          labels={labels.search}
          error={typedError}
          onEdit={() => setTypedError(null)}
          onPick={({ code, title }) => add(code, title)}
          onTyped={typedCodes ? typed : undefined}
        />
      )}
    </>
  );
}
