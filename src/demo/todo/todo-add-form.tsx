import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { TODO_NOTE_MAX_LENGTH, todoNote } from '../../../common/contracts/todo.contract';
import { useT } from '../../ui/i18n/i18n-context';

type AddError = 'noteRequired' | 'noteTooLong' | 'addFailed';

export interface TodoAddFormProps {
  /** Resolves true once the note is saved; false keeps the typed text for another try. */
  onAdd: (note: string) => Promise<boolean>;
  busy: boolean;
  autoFocus?: boolean;
}

function validationError(text: string): AddError | null {
  if (text.trim() === '') return 'noteRequired';
  return todoNote.safeParse(text).success ? null : 'noteTooLong';
}

/** A note field and its Add button; a rejected or failed note stays in the field. */
export function TodoAddForm({ onAdd, busy, autoFocus }: TodoAddFormProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [error, setError] = useState<AddError | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validationError(text);
    setError(invalid);
    if (invalid) return;
    const saved = await onAdd(text.trim());
    if (saved) setText('');
    else setError('addFailed');
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Field.Root invalid={error !== null}>
        <Field.Label>{t('todo.noteLabel')}</Field.Label>
        <HStack width="full" alignItems="start">
          <Input
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoFocus={autoFocus}
            autoComplete="off"
          />
          <Button type="submit" loading={busy} flexShrink={0}>
            {t('todo.add')}
          </Button>
        </HStack>
        {/* The default fg.error (red.500) fails WCAG AA contrast at this size. */}
        {error && (
          <Field.ErrorText>
            {t(`todo.errors.${error}`, { max: TODO_NOTE_MAX_LENGTH })}
          </Field.ErrorText>
        )}
      </Field.Root>
    </form>
  );
}
