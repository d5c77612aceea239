import { AiNotePage } from './ai-note-page';

/** `therapydapformai?session=<encounter>[&recording=<id>]`: the session's DAP note drafted by AI. */
export default function TherapyDapFormAiPage() {
  return <AiNotePage format="dap" />;
}
