import { NotePage } from './note-page';

/** `therapydapform?session=<encounter>`: the session's DAP note. */
export default function TherapyDapFormPage() {
  return <NotePage format="dap" />;
}
