import type { FastifyRequest } from 'fastify';
import type { AccessedRecordRef } from '../../common/contracts/accessed-record.ts';
import type { AppContext } from '../context.ts';
import { recordAccess } from '../patients/record-access.repository.ts';

/**
 * Puts a portal read on the patient's chart access trail (CLINICAL.md rule 14): the reader is the
 * patient (their portal account; the trail names them and marks the line `byPatient`), the action
 * `portal-read`, with the one record read when there is one. Every portal route that hands out
 * any of the patient's record calls it.
 */
export async function recordPortalRead(
  ctx: AppContext,
  request: FastifyRequest,
  record?: AccessedRecordRef,
): Promise<void> {
  const { accountId, patientId } = request.patient;
  await recordAccess(request.patientClinic, {
    userId: accountId,
    patientId,
    action: 'portal-read',
    at: ctx.clock(),
    ...(record && { record }),
  });
}
