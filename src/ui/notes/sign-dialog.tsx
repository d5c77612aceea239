import { SignConfirmDialog, type SignConfirmDialogProps } from '../drafts/sign-confirm-dialog';
import { useT } from '../i18n/i18n-context';

export type SignDialogProps = Omit<SignConfirmDialogProps, 'text'>;

/** Asks once more before a note is signed: signing cannot be undone. Focus starts on "Keep editing". */
export function SignDialog(props: SignDialogProps) {
  const t = useT();
  return (
    <SignConfirmDialog
      {...props}
      text={{
        title: t('notes.sign.title'),
        body: t('notes.sign.body'),
        back: t('notes.sign.back'),
        confirm: t('notes.sign.confirm'),
        pending: t('notes.sign.pending'),
      }}
    />
  );
}
