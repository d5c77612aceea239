/**
 * Where a piece of text is drawn, for stories that read the visual order of mixed-direction text
 * (a time range in the right-to-left layout): the left edge of the first `text` inside `container`.
 */
export function leftEdgeOf(container: Element, text: string): number {
  const doc = container.ownerDocument;
  const walker = doc.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(text) ?? -1;
    if (at < 0) continue;
    const range = doc.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + text.length);
    return range.getBoundingClientRect().left;
  }
  throw new Error(`"${text}" is not in the element`);
}
