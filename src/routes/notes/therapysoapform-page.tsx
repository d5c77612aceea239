import { NotePage } from './note-page';

/** `therapysoapform?session=<encounter>`: the session's SOAP note. */
export default function TherapySoapFormPage() {
  return <NotePage format="soap" />;
}
