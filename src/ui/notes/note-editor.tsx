import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  NOTE_SECTIONS,
  type NoteContent,
  type NoteFields,
  type NoteFormat,
  type NoteSection,
} from '../../../common/contracts/notes.contract';
import { useT } from '../i18n/i18n-context';
import { NoteFieldsEditor } from './note-fields-editor';
import { NoteSectionField } from './note-section-field';
import { PreviousPlan, type PreviousPlanProps } from './previous-plan';

export interface NoteEditorProps {
  format: NoteFormat;
  content: NoteContent;
  previousPlan: PreviousPlanProps['plan'] | null;
  timeZone: string;
  /** The draft's save status, shown near the top and again by the sign button. */
  status: ReactNode;
  /** Shown above the sections: a conflict to settle, a failure. */
  notice?: ReactNode;
  onSectionText: (section: NoteSection, text: string) => void;
  onFields: (fields: NoteFields) => void;
  onBlur: () => void;
  onSign: () => void;
  signDisabled?: boolean;
  /** Why the note cannot be signed yet (an empty note), said by the button when it is pressed. */
  signBlocked?: string | null;
}

const SIGN_BLOCKED_ID = 'note-sign-blocked';

/**
 * A draft note: the previous plan, the format's sections as large textareas, the structured
 * fields and "Sign and lock", with why it cannot sign yet when it cannot. Each section
 * re-renders only when its own text changes.
 */
export function NoteEditor(props: NoteEditorProps) {
  const t = useT();
  const { content } = props;
  return (
    <Stack gap="5">
      <div>{props.status}</div>
      {props.previousPlan && <PreviousPlan plan={props.previousPlan} timeZone={props.timeZone} />}
      {props.notice}
      {NOTE_SECTIONS[props.format].map((section) => (
        <NoteSectionField
          key={section}
          section={section}
          value={content.sections[section] ?? ''}
          onText={props.onSectionText}
          onBlur={props.onBlur}
        />
      ))}
      <NoteFieldsEditor fields={content.fields} onFields={props.onFields} onBlur={props.onBlur} />
      <Stack gap="2">
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ sm: 'center' }}>
          <Button
            colorPalette="blue"
            onClick={props.onSign}
            disabled={props.signDisabled}
            aria-describedby={props.signBlocked ? SIGN_BLOCKED_ID : undefined}
          >
            {t('notes.sign.button')}
          </Button>
          {/* The same words as the live status at the top: announced once, from there. */}
          <Box aria-hidden>{props.status}</Box>
        </Stack>
        {/* In the page from the start, so screen readers announce the reason when it appears. */}
        <Text id={SIGN_BLOCKED_ID} role="alert" color="fg.error" textStyle="sm" textAlign="start">
          {props.signBlocked}
        </Text>
      </Stack>
    </Stack>
  );
}
