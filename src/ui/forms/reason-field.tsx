import { Field, Textarea } from '@chakra-ui/react';
import { useId, type Ref } from 'react';
import type { TextLimits } from '../../../common/contracts/text-limits';
import type { MessageKey } from '../../i18n/i18n';
import { useT } from '../i18n/i18n-context';

export interface ReasonFieldProps {
  spec: { name: string; label: string; rows: number; limits: TextLimits; help?: string };
  value: string;
  /** What is wrong with it, in the feature's wording; said with the field's limits. */
  problem?: MessageKey;
  onChange: (value: string) => void;
  inputRef: Ref<HTMLTextAreaElement>;
}

/** A required free-text field whose problem, then its help, make up its description. */
export function ReasonField({ spec, value, problem, onChange, inputRef }: ReasonFieldProps) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [problem && errorId, spec.help && helpId].filter(Boolean).join(' ');
  return (
    <Field.Root
      id={id}
      ids={{ errorText: errorId, helperText: helpId }}
      invalid={!!problem}
      required
    >
      <Field.Label>
        {spec.label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea
        ref={inputRef}
        name={spec.name}
        value={value}
        rows={spec.rows}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy || undefined}
      />
      {problem && <Field.ErrorText>{t(problem, { ...spec.limits })}</Field.ErrorText>}
      {spec.help && <Field.HelperText>{spec.help}</Field.HelperText>}
    </Field.Root>
  );
}
