import { Card, Heading } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Patient } from '../../../common/contracts/patients.contract';
import { patientsApi } from '../../api/patients/patients.api';
import { patientEditMachine } from '../../machines/patients/patient-edit.machine';
import { useT } from '../../ui/i18n/i18n-context';
import { PatientEditForm } from '../../ui/patients/patient-edit-form';
import { chartKeys } from './chart-queries';

/** Editing the patient's details: the edit machine saves; the chart's reads refresh after. */
export function ChartEditConnected({ patient, today }: { patient: Patient; today: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const editor = useActorRef(
    patientEditMachine.provide({
      actors: {
        updatePatient: fromPromise(({ input }) => patientsApi.update(input.id, input.update)),
      },
      actions: {
        announceSaved: ({ context }) => {
          queryClient.setQueryData(chartKeys.patient(patient.id), context.patient);
          void queryClient.invalidateQueries({ queryKey: chartKeys.all(patient.id) });
        },
      },
    }),
    { input: { patient } },
  );
  const view = useSelector(
    editor,
    (s) => ({
      pending: s.hasTag('busy'),
      confirming: s.matches('confirmingDischarge'),
      saved: s.matches('saved'),
      failure: s.context.failure,
    }),
    shallowEqual,
  );
  return (
    <Card.Root id="edit-patient">
      <Card.Header>
        <Heading as="h2" size="lg">
          {t('patientChart.edit.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <PatientEditForm
          patient={patient}
          today={today}
          onSubmit={(update) => editor.send({ type: 'save', update })}
          pending={view.pending}
          failure={view.failure}
          saved={view.saved}
          confirmingDischarge={view.confirming}
          onConfirmDischarge={() => editor.send({ type: 'confirm' })}
          onCancelDischarge={() => editor.send({ type: 'cancel' })}
        />
      </Card.Body>
    </Card.Root>
  );
}
