import { Field, Textarea } from '@chakra-ui/react';
import { memo, useId, useState } from 'react';
import type { NoteSection } from '../../../common/contracts/notes.contract';
import { useT } from '../i18n/i18n-context';

export interface NoteSectionFieldProps {
  section: NoteSection;
  /** The text as last given from outside (a restored draft, the other version of a conflict). */
  value: string;
  onText: (section: NoteSection, text: string) => void;
  onBlur?: () => void;
}

/**
 * One section of a note: a large labelled textarea with its hint. It keeps its text locally, so a
 * keystroke re-renders this field only (a 5 000-word note stays fast); a new `value` from outside
 * replaces the text.
 */
export const NoteSectionField = memo(function NoteSectionField(props: NoteSectionFieldProps) {
  const { section, value, onText, onBlur } = props;
  const t = useT();
  const id = useId();
  const [text, setText] = useState(value);
  // Only a new value from outside replaces the text; a parent that lags behind the typing (or
  // never echoes it) leaves it alone.
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    if (value !== text) setText(value);
  }
  return (
    <Field.Root id={id}>
      <Field.Label fontSize="md" fontWeight="semibold">
        {t(`notes.section.${section}`)}
      </Field.Label>
      <Field.HelperText mt="0" mb="1">
        {t(`notes.hint.${section}`)}
      </Field.HelperText>
      <Textarea
        name={section}
        value={text}
        rows={8}
        resize="vertical"
        minH="10rem"
        spellCheck
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          onText(section, next);
        }}
        onBlur={onBlur}
      />
    </Field.Root>
  );
});
