import '../../i18n/english/patients';
import { Button, Card, Heading, HStack, Stack } from '@chakra-ui/react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type {
  PatientListQuery,
  PatientListResponse,
} from '../../../common/contracts/patients.contract';
import { patientListBody } from '../../api/patients/patient-list-body';
import { patientsApi } from '../../api/patients/patients.api';
import { patientListMachine } from '../../machines/patients/patient-list.machine';
import { listContextOf, listQuery } from '../../machines/patients/patient-list-query';
import { patientRegistrationMachine } from '../../machines/patients/patient-registration.machine';
import {
  registrationFailure,
  registrationMatches,
  registrationPending,
  registrationStepOf,
} from '../../machines/patients/patient-registration.selectors';
import { useT } from '../../ui/i18n/i18n-context';
import { PatientListView } from '../../ui/patients/patient-list-view';
import { RegisterPatientForm } from '../../ui/patients/register-patient-form';
import { bookingHref, chartHref } from '../../ui/patients/chart-paths';
import { FormSuccessAlert } from '../../ui/session/form-alerts';
import { mayDo } from '../../../common/contracts/clinic.contract';
import { useMemberRoles } from '../session/auth-context';
import { pageTitle } from '../shell/panel-menu';
import { onPatientSearchAsked, takePatientSearch } from '../shell/patient-search-handoff';
import type { FirstReadsViewer } from '../first-reads';
import { firstListQuery, listStartOf } from './patient-list-reads';
import { FRESH_MS } from '../query-root';

/** Today on this computer, YYYY-MM-DD (the clinic's time zone arrives with the clinic profile). */
const localToday = () => new Date().toLocaleDateString('en-CA');

/** Where the list's first page, as a tab's first load asks for it, waits in the read cache. */
const firstPageKey = (query: Partial<PatientListQuery>) =>
  ['patients', 'list', 'first page', patientListBody(query)] as const;

/**
 * A tab's first load of the list (issue 35): its first search starts as the page's module
 * arrives, before React renders, and takes the answer the entry already asked for
 * (`patient-list-reads.ts`). It waits in the read cache, which is emptied at session end.
 */
export function firstReads(queries: QueryClient, _search: string, viewer: FirstReadsViewer) {
  const query = firstListQuery(viewer.roles);
  void queries.prefetchQuery({
    queryKey: firstPageKey(query),
    queryFn: () => patientsApi.list(query),
  });
}

/**
 * A page of the list: the first page a tab's first load asked for, taken once while the read
 * cache holds it fresh (a failed one is asked again); any other, and any later load, from the
 * server.
 */
async function listPage(
  queries: QueryClient,
  query: Partial<PatientListQuery>,
): Promise<PatientListResponse> {
  const queryKey = firstPageKey(query);
  if (!queries.getQueryCache().find({ queryKey, exact: true })) return patientsApi.list(query);
  try {
    return await queries.fetchQuery({ queryKey, queryFn: () => patientsApi.list(query) });
  } finally {
    queries.removeQueries({ queryKey, exact: true });
  }
}

/**
 * The list's first page when a tab's first load already has it answered, and still fresh, in the
 * read cache (issue 35): the list starts with its rows, so React's first render of the page draws
 * them, instead of drawing "loading" and the page again once its first load has taken the answer.
 * Read only: the entry is forgotten once the page has mounted (`forgetFirstPage`).
 */
function answeredFirstPage(
  queries: QueryClient,
  query: Partial<PatientListQuery>,
): PatientListResponse | undefined {
  const cached = queries
    .getQueryCache()
    .find<PatientListResponse>({ queryKey: firstPageKey(query), exact: true });
  if (cached?.state.status !== 'success' || cached.isStaleByTime(FRESH_MS)) return undefined;
  return cached.state.data;
}

/** The entry's first page, taken or not, is never an answer to a later load (a refresh). */
const forgetFirstPage = (queries: QueryClient, query: Partial<PatientListQuery>) =>
  queries.removeQueries({ queryKey: firstPageKey(query), exact: true });

/**
 * `patient`: the clinic's patients, searched and paged on the server, and registering one. The
 * header's page search hands it a name in memory (`patient-search-handoff.ts`), never in the
 * address, so no name reaches a proxy or the browser's history; a reload opens the plain list.
 */
export default function PatientPage() {
  const t = useT();
  const [askedFor] = useState(() => takePatientSearch() ?? '');
  const [today] = useState(localToday);
  const [formOpen, setFormOpen] = useState(false);
  const [, navigate] = useLocation();
  const roles = useMemberRoles();
  // What the role may not do is not offered (CLINICAL.md §1); the server decides all the same.
  const mayRegister = mayDo(roles, 'registerPatients');
  const mayBook = mayDo(roles, 'bookSessions');
  // A clinician keeps a caseload and chooses between it and the clinic (`listStartOf`).
  const keepsCaseload = roles.includes('clinician');
  const queries = useQueryClient();
  const [start] = useState(() => {
    const input = listStartOf(roles, askedFor);
    const first = listQuery(listContextOf(input), null);
    return { input: { ...input, firstPage: answeredFirstPage(queries, first) }, first };
  });
  const list = useActorRef(
    patientListMachine.provide({
      actors: { fetchPage: fromPromise(({ input }) => listPage(queries, input)) },
    }),
    { input: start.input },
  );
  useEffect(() => {
    if (start.input.firstPage) forgetFirstPage(queries, start.first);
  }, [queries, start]);
  // Searched again from the header while the list is open: the list searches for it.
  useEffect(
    () =>
      onPatientSearchAsked(() => {
        const q = takePatientSearch();
        if (q !== null) list.send({ type: 'search.typed', q });
      }),
    [list],
  );
  const view = useSelector(list, (s) => s);
  const registrar = useActorRef(
    patientRegistrationMachine.provide({
      actors: { registerPatient: fromPromise(({ input }) => patientsApi.register(input)) },
      // The registration ends offering the new chart and a booking (issue 32), on this page:
      // the front desk often registers several patients in a row.
      actions: { announceRegistered: () => list.send({ type: 'list.refresh' }) },
    }),
  );
  const registration = useSelector(
    registrar,
    (s) => ({
      pending: registrationPending(s),
      failure: registrationFailure(s),
      step: registrationStepOf(s),
      matches: registrationMatches(s),
      registered: s.context.registered,
    }),
    shallowEqual,
  );
  const { context } = view;

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {pageTitle('patient', t)}
        </Heading>
        {mayRegister && (
          <Button
            colorPalette="blue"
            variant={formOpen ? 'outline' : 'solid'}
            aria-expanded={formOpen}
            aria-controls="register-patient"
            onClick={() => setFormOpen((open) => !open)}
          >
            {formOpen ? t('patients.closeForm') : t('patients.register')}
          </Button>
        )}
      </HStack>
      {registration.registered && (
        <Stack gap="2">
          <FormSuccessAlert
            title={t('patients.registered', {
              name: `${registration.registered.givenName} ${registration.registered.familyName}`,
              mrn: registration.registered.mrn,
            })}
          />
          <HStack gap="2" wrap="wrap">
            <Button asChild variant="outline" colorPalette="blue">
              <Link href={chartHref(registration.registered.id)}>
                {t('patientChart.openChart', {
                  name: `${registration.registered.givenName} ${registration.registered.familyName}`,
                })}
              </Link>
            </Button>
            {mayBook && (
              <Button asChild variant="outline" colorPalette="blue">
                <Link href={bookingHref(registration.registered.id)}>
                  {t('patientChart.bookSession')}
                </Link>
              </Button>
            )}
          </HStack>
        </Stack>
      )}
      {mayRegister && formOpen && (
        <Card.Root id="register-patient">
          <Card.Header>
            <Heading as="h2" size="lg">
              {t('patients.form.title')}
            </Heading>
          </Card.Header>
          <Card.Body>
            <RegisterPatientForm
              onSubmit={(input) => registrar.send({ type: 'register', input })}
              pending={registration.pending}
              failure={registration.failure}
              today={today}
              step={registration.step}
              matches={registration.matches}
              onRegisterAnyway={() => registrar.send({ type: 'duplicates.registerAnyway' })}
              onConfirmNew={() => registrar.send({ type: 'duplicates.confirm' })}
              onBackToMatches={() => registrar.send({ type: 'duplicates.back' })}
              onNavigate={navigate}
            />
          </Card.Body>
        </Card.Root>
      )}
      <PatientListView
        patients={context.patients}
        q={context.q}
        status={context.status}
        scope={context.scope}
        canChooseScope={keepsCaseload}
        busy={view.hasTag('busy')}
        failed={context.failed}
        hasMore={context.nextCursor !== null}
        today={today}
        onSearch={(q) => list.send({ type: 'search.typed', q })}
        onStatus={(status) => list.send({ type: 'filter.status', status })}
        onScope={(scope) => list.send({ type: 'filter.scope', scope })}
        onMore={() => list.send({ type: 'list.more' })}
        onRetry={() => list.send({ type: 'list.retry' })}
        onNavigate={navigate}
      />
    </Stack>
  );
}
