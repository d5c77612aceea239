import { AiNotePage } from './ai-note-page';

/** `therapysoapformai?session=<encounter>[&recording=<id>]`: the session's SOAP note drafted by AI. */
export default function TherapySoapFormAiPage() {
  return <AiNotePage format="soap" />;
}
