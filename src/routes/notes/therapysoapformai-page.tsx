import '../../i18n/english/drafts';
import '../../i18n/english/notes';
import { AiNotePage } from './ai-note-page';

/** `therapysoapformai?session=<encounter>[&recording=<id>]`: the session's SOAP note drafted by AI. */
export default function TherapySoapFormAiPage() {
  return <AiNotePage format="soap" />;
}
