import type { TodoItem, TodoList } from '../../../common/contracts/todo.contract';

/** Placeholder content of the three demo lists: six, seven and four items (spec §3, §9). */
export const TODO_SEEDS: Record<TodoList, readonly TodoItem[]> = {
  card: [
    { note: 'Review intake forms', complete: false },
    { note: 'Confirm tomorrow’s appointments', complete: true },
    { note: 'Sign off yesterday’s SOAP notes', complete: false },
    { note: 'Call the pharmacy about repeat prescriptions', complete: false },
    { note: 'Update the on-call rota', complete: true },
    { note: 'Restock the therapy room', complete: false },
  ],
  basic: [
    { note: 'Send the weekly referral summary', complete: false },
    { note: 'Check consent forms for new patients', complete: true },
    { note: 'Book the supervision session', complete: false },
    { note: 'File the insurance pre-authorisations', complete: false },
    { note: 'Reply to the lab about pending results', complete: true },
    { note: 'Prepare the group therapy handouts', complete: false },
    { note: 'Archive discharged patient records', complete: false },
  ],
  modal: [
    { note: 'Plan the team case review', complete: false },
    { note: 'Renew the clinic fire-safety certificate', complete: false },
    { note: 'Order new session-room chairs', complete: true },
    { note: 'Draft the patient newsletter', complete: false },
  ],
};
