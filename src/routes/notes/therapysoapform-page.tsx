import '../../i18n/english/drafts';
import '../../i18n/english/notes';
import { NotePage } from './note-page';

/** `therapysoapform?session=<encounter>`: the session's SOAP note. */
export default function TherapySoapFormPage() {
  return <NotePage format="soap" />;
}
