import { SignConfirmDialog, type SignConfirmDialogProps } from '../drafts/sign-confirm-dialog';
import { useT } from '../i18n/i18n-context';

export type SignIntakeDialogProps = Omit<SignConfirmDialogProps, 'text' | 'pending' | 'failure'>;

/** Asks once more before the intake is signed and locked. Focus starts on "Keep editing". */
export function SignIntakeDialog(props: SignIntakeDialogProps) {
  const t = useT();
  return (
    <SignConfirmDialog
      {...props}
      text={{
        title: t('intake.sign.confirmTitle'),
        body: t('intake.sign.confirmBody'),
        back: t('intake.sign.cancel'),
        confirm: t('intake.sign.confirm'),
      }}
    />
  );
}
