import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { ERRORS } from '../../config/constants';
import { TODO_PATHS } from '../../../common/contracts/todo.contract';
import { resetTodoData } from '../../mocks/todo/todo.db';
import { createTodoClient } from './todo-client';
import { TodoDemo } from './todo-demo';

const meta = {
  title: 'Demo/To-do',
  component: TodoDemo,
  args: { client: createTodoClient() },
  beforeEach: () => resetTodoData(),
} satisfies Meta<typeof TodoDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const url = (path: string) => `*${API_BASE_PATH}${path}`;
const serverError = () =>
  HttpResponse.json({ message: ERRORS.internalServerError }, { status: 500 });

type Canvas = ReturnType<typeof within>;

async function openTab(canvas: Canvas, name: string) {
  await userEvent.click(canvas.getByRole('tab', { name }));
  return within(await canvas.findByRole('tabpanel', { name }));
}

/** The card list as it first appears: six seed items, two of them done. */
export const CardList: Story = {
  play: async ({ canvas }) => {
    const panel = within(await canvas.findByRole('tabpanel', { name: 'Card list' }));
    const boxes = await panel.findAllByRole('checkbox');
    await expect(boxes).toHaveLength(6);
    await expect(panel.getByRole('checkbox', { name: 'Review intake forms' })).not.toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'Update the on-call rota' })).toBeChecked();
    await expect(panel.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get(url(TODO_PATHS.list('card')), () => delay('infinite'))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the list…');
  },
};

export const AddNote: Story = {
  play: async ({ canvas }) => {
    const panel = within(await canvas.findByRole('tabpanel', { name: 'Card list' }));
    const field = await panel.findByRole('textbox', { name: 'New note' });
    await userEvent.type(field, 'Call the lab about pending bloods');
    await userEvent.click(panel.getByRole('button', { name: 'Add' }));
    const added = await panel.findByRole('checkbox', { name: 'Call the lab about pending bloods' });
    await expect(added).not.toBeChecked();
    await expect(panel.getAllByRole('checkbox')).toHaveLength(7);
    await expect(field).toHaveValue('');
  },
};

export const EmptyNoteIsRejected: Story = {
  play: async ({ canvas }) => {
    const panel = within(await canvas.findByRole('tabpanel', { name: 'Card list' }));
    const field = await panel.findByRole('textbox', { name: 'New note' });
    await userEvent.type(field, '   ');
    await userEvent.click(panel.getByRole('button', { name: 'Add' }));
    await expect(await panel.findByText('Write a note before adding it.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('   ');
    await expect(panel.getAllByRole('checkbox')).toHaveLength(6);
  },
};

/** Settled: the server has answered and the box is usable again. */
async function expectSettled(box: () => HTMLElement, checked: boolean) {
  await waitFor(() => {
    expect(box()).toBeEnabled();
    expect((box() as HTMLInputElement).checked).toBe(checked);
  });
}

/** Once by pointer, once by keyboard: the card list flips the item each time. */
export const CompleteTogglesOnTheCardList: Story = {
  play: async ({ canvas }) => {
    const panel = within(await canvas.findByRole('tabpanel', { name: 'Card list' }));
    const item = () => panel.getByRole('checkbox', { name: 'Review intake forms' });
    await userEvent.click(await panel.findByText('Review intake forms'));
    await expectSettled(item, true);
    item().focus();
    await userEvent.keyboard(' ');
    await expectSettled(item, false);
  },
};

export const CompleteAndDeleteOnTheBasicList: Story = {
  play: async ({ canvas }) => {
    const panel = await openTab(canvas, 'Basic list');
    await expect(await panel.findAllByRole('checkbox')).toHaveLength(7);
    await userEvent.click(panel.getByText('Book the supervision session'));
    await expectSettled(
      () => panel.getByRole('checkbox', { name: 'Book the supervision session' }),
      true,
    );
    await userEvent.click(
      panel.getByRole('button', { name: 'Delete “Send the weekly referral summary”' }),
    );
    await waitFor(() => expect(panel.getAllByRole('checkbox')).toHaveLength(6));
    await expect(panel.queryByText('Send the weekly referral summary')).not.toBeInTheDocument();
    await expect(
      panel.getByRole('checkbox', { name: 'Book the supervision session' }),
    ).toBeChecked();
  },
};

export const AddInADialogOnTheModalList: Story = {
  play: async ({ canvas }) => {
    const panel = await openTab(canvas, 'Modal list');
    await expect(await panel.findAllByRole('checkbox')).toHaveLength(4);
    await userEvent.click(panel.getByRole('button', { name: 'Add a note' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a note' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await dialog.findByText('Write a note before adding it.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'New note' }), 'Book the interpreter');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(panel.getByRole('checkbox', { name: 'Book the interpreter' })).not.toBeChecked();
    await expect(panel.getAllByRole('checkbox')).toHaveLength(5);
  },
};

const failingPost = (path: string) => ({ msw: { handlers: [http.post(url(path), serverError)] } });

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [http.get(url(TODO_PATHS.list('card')), serverError)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The list could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const AddFailedKeepsTheNote: Story = {
  parameters: failingPost(TODO_PATHS.add('card')),
  play: async ({ canvas }) => {
    const panel = within(await canvas.findByRole('tabpanel', { name: 'Card list' }));
    const field = await panel.findByRole('textbox', { name: 'New note' });
    await userEvent.type(field, 'Call the lab');
    await userEvent.click(panel.getByRole('button', { name: 'Add' }));
    await expect(
      await panel.findByText('The note could not be saved. It is still here: try again.'),
    ).toBeVisible();
    await expect(field).toHaveValue('Call the lab');
    await expect(panel.getAllByRole('checkbox')).toHaveLength(6);
  },
};

export const ChangeFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(url(TODO_PATHS.complete('basic')), serverError),
        http.post(url(TODO_PATHS.delete('basic')), serverError),
      ],
    },
  },
  play: async ({ canvas }) => {
    const panel = await openTab(canvas, 'Basic list');
    const item = () => panel.getByRole('checkbox', { name: 'Book the supervision session' });
    await userEvent.click(await panel.findByText('Book the supervision session'));
    await expect(await panel.findByRole('alert')).toHaveTextContent(
      'The change could not be saved. Try again.',
    );
    await expectSettled(item, false);
    const remove = () =>
      panel.getByRole('button', { name: 'Delete “Send the weekly referral summary”' });
    await userEvent.click(remove());
    await waitFor(() => expect(remove()).toBeEnabled());
    await expect(await panel.findByRole('alert')).toBeVisible();
    await expect(panel.getAllByRole('checkbox')).toHaveLength(7);
    await expect(panel.getByText('Send the weekly referral summary')).toBeVisible();
  },
};

export const RightToLeftInFrench: Story = {
  globals: { locale: 'fr', direction: 'rtl' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Démo de tâches' })).toBeVisible();
    const panel = within(await canvas.findByRole('tabpanel', { name: 'Liste carte' }));
    await expect(await panel.findAllByRole('checkbox')).toHaveLength(6);
    await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
  },
};
