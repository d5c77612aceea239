import { Badge } from '@chakra-ui/react';
import type { DocumentStatus } from '../../../common/contracts/documents.contract';
import { useT } from '../i18n/i18n-context';

const PALETTE: Record<DocumentStatus, string> = {
  draft: 'orange',
  signed: 'green',
  'entered-in-error': 'red',
};

/** A note's or intake's status, in words (colour only repeats it). */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const t = useT();
  return <Badge colorPalette={PALETTE[status]}>{t(`patientDocs.status.${status}`)}</Badge>;
}
