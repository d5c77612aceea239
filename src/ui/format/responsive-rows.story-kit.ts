import { expect, within } from 'storybook/test';

/**
 * For phone stories of a list drawn by `ResponsiveRows`: the cards are shown, not the table, and
 * every card and every button or link in it lies within the screen's width (none scrolled out of
 * sight). Returns the cards.
 */
export async function expectCardsOnScreen(canvas: HTMLElement, listName: string) {
  await expect(within(canvas).queryByRole('table')).not.toBeInTheDocument();
  const list = within(canvas).getByRole('list', { name: listName });
  await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  const cards = within(list).getAllByRole('listitem');
  for (const card of cards) {
    const controls = [
      ...within(card).queryAllByRole('button'),
      ...within(card).queryAllByRole('link'),
    ];
    for (const each of [card, ...controls]) {
      const box = each.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
  }
  return cards;
}
