import { REASON_LIMITS } from '../../../common/contracts/documents.contract';
import { ADDENDUM_TEXT_LIMITS } from '../../../common/contracts/notes.contract';
import { useLastShown } from '../forms/use-last-shown';
import { ReasonDialog, type ReasonFieldSpec } from '../forms/reason-dialog';
import { useT } from '../i18n/i18n-context';

export type NoteReasonKind = 'addendum' | 'error';

export interface NoteReasonDialogProps {
  /** What is asked for; null keeps the dialog closed. */
  kind: NoteReasonKind | null;
  pending?: boolean;
  failure?: string | null;
  onConfirm: (input: { text: string; reason: string }) => void;
  onClose: () => void;
  inline?: boolean;
}

/**
 * An addendum (its text and why) or "entered in error" (why), for a signed note; both are signed
 * on the server. "Cancel" goes back without a change.
 */
export function NoteReasonDialog({ kind, ...props }: NoteReasonDialogProps) {
  const t = useT();
  // While it closes, the dialog keeps the words of what it asked about.
  const shown = useLastShown(kind, 'addendum');
  const addendum = shown === 'addendum';
  const reason: ReasonFieldSpec<'reason'> = {
    name: 'reason',
    label: t(addendum ? 'notes.addendum.reason' : 'notes.error.reason'),
    rows: 2,
    limits: REASON_LIMITS,
  };
  const fields: ReasonFieldSpec<'text' | 'reason'>[] = addendum
    ? [
        { name: 'text', label: t('notes.addendum.text'), rows: 6, limits: ADDENDUM_TEXT_LIMITS },
        reason,
      ]
    : [reason];
  return (
    <ReasonDialog
      open={kind !== null}
      formKey={shown}
      title={t(`notes.${shown}.title`)}
      description={t(addendum ? 'notes.addendum.help' : 'notes.error.body')}
      fields={fields}
      messages={{
        required: 'notes.dialog.required',
        tooShort: 'notes.dialog.tooShort',
        tooLong: 'notes.dialog.tooLong',
      }}
      confirmLabel={t(`notes.${shown}.confirm`)}
      backLabel={t('notes.dialog.back')}
      pendingLabel={t('notes.dialog.pending')}
      tone={addendum ? 'blue' : 'red'}
      size="lg"
      pending={props.pending}
      failure={props.failure}
      onConfirm={(values) => props.onConfirm({ text: values.text ?? '', reason: values.reason })}
      onClose={props.onClose}
      inline={props.inline}
    />
  );
}
