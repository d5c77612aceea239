import '../../i18n/english/drafts';
import '../../i18n/english/notes';
import { AiNotePage } from './ai-note-page';

/** `therapydapformai?session=<encounter>[&recording=<id>]`: the session's DAP note drafted by AI. */
export default function TherapyDapFormAiPage() {
  return <AiNotePage format="dap" />;
}
