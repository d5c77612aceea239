import { useId } from 'react';
import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '../../ui/theme/recipes';
import { TODO_LISTS } from '../../../common/contracts/todo.contract';
import { useT } from '../../ui/i18n/i18n-context';
import type { TodoClient } from './todo-client';
import { TodoListPanel } from './todo-list-panel';

export interface TodoDemoProps {
  client: TodoClient;
}

/** The template's to-do demo (spec §3, §7): three lists as tabs, each loaded when first opened. */
export function TodoDemo({ client }: TodoDemoProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Stack as="section" aria-labelledby={titleId} gap="4" p="6" maxWidth="2xl">
      <Heading as="h2" size="lg" id={titleId}>
        {t('todo.title')}
      </Heading>
      <Tabs.Root recipe={tabsSlotRecipe} defaultValue="card" lazyMount>
        <Tabs.List>
          {TODO_LISTS.map((list) => (
            <Tabs.Trigger key={list} value={list}>
              {t(`todo.tabs.${list}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TODO_LISTS.map((list) => (
          <Tabs.Content key={list} value={list}>
            <TodoListPanel client={client} list={list} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
