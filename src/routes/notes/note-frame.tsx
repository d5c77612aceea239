import { Link, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import type { AiAssist, NoteFormat } from '../../../common/contracts/notes.contract';
import { useT } from '../../ui/i18n/i18n-context';
import { NoteHeader } from '../../ui/notes/note-header';

const sessionHref = (id: string) =>
  `/app/panels/hospital/patientviewsession?id=${encodeURIComponent(id)}`;

/** The session's address, a link out of the note page. */
function BackToSession({ session }: { session: Encounter }) {
  const t = useT();
  const [, navigate] = useLocation();
  const href = sessionHref(session.id);
  return (
    <Link
      href={href}
      colorPalette="blue"
      data-no-print=""
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {t('notes.page.sessionLink')}
    </Link>
  );
}

/** A note page's frame: the way back to the session, the note's header, then the body. */
export function NoteFrame(props: {
  encounter: Encounter;
  format: NoteFormat;
  timeZone: string;
  aiAssist?: AiAssist | null;
  children: ReactNode;
}) {
  const { encounter } = props;
  return (
    <Stack gap="6">
      <BackToSession session={encounter} />
      <NoteHeader
        aiAssist={props.aiAssist}
        format={props.format}
        patientName={encounter.patient.name}
        clinicianName={encounter.clinician.name}
        startsAt={encounter.startsAt}
        endsAt={encounter.endsAt}
        timeZone={props.timeZone}
      />
      {props.children}
    </Stack>
  );
}
