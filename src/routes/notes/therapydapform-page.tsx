import '../../i18n/english/drafts';
import '../../i18n/english/notes';
import { NotePage } from './note-page';

/** `therapydapform?session=<encounter>`: the session's DAP note. */
export default function TherapyDapFormPage() {
  return <NotePage format="dap" />;
}
