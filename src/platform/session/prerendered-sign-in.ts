import { PRERENDER } from '../../config/constants';

/** What the user did in the prerendered sign-in form before the app took it over. */
export interface CarriedSignIn {
  email: string;
  password: string;
  /** The field that had the focus, with its caret or selection where the input type has one. */
  focus: { name: string; start: number | null; end: number | null } | null;
  submitRequested: boolean;
  /** Which of the form's buttons (in document order) was pressed before the app was ready. */
  pressedButton: number | null;
}

/** The prerendered page shown now (the boot script chose it by page and language), if any. */
function shownVariant(doc: Document): Element | null {
  const html = doc.documentElement;
  if (html.getAttribute(PRERENDER.pageAttribute) !== 'sign-in') return null;
  return (
    doc
      .getElementById(PRERENDER.rootId)
      ?.querySelector(`[data-kind="sign-in"][data-locale="${html.lang}"]`) ?? null
  );
}

function caret(input: HTMLInputElement): { start: number | null; end: number | null } {
  try {
    return { start: input.selectionStart, end: input.selectionEnd };
  } catch {
    // e-mail inputs have no selection API in some engines.
    return { start: null, end: null };
  }
}

function pressedIndex(buttons: Element[]): number | null {
  const index = buttons.findIndex((button) => button.hasAttribute(PRERENDER.clickAttribute));
  return index === -1 ? null : index;
}

/** The shown prerendered sign-in form, while it is in the document; null otherwise. */
export function prerenderedSignInForm(doc: Document = document): HTMLFormElement | null {
  return shownVariant(doc)?.querySelector('form') ?? null;
}

/** Reads the shown prerendered sign-in form; null when none is shown. */
export function readPrerenderedSignIn(doc: Document = document): CarriedSignIn | null {
  const variant = shownVariant(doc);
  const form = variant?.querySelector('form');
  if (!variant || !form) return null;
  const value = (name: string) => {
    const field = form.elements.namedItem(name);
    return field instanceof doc.defaultView!.HTMLInputElement ? field.value : '';
  };
  const active = doc.activeElement;
  const focused =
    active instanceof doc.defaultView!.HTMLInputElement && form.contains(active) && active.name
      ? { name: active.name, ...caret(active) }
      : null;
  return {
    email: value('email'),
    password: value('password'),
    focus: focused,
    submitRequested: form.getAttribute(PRERENDER.submitAttribute) === 'true',
    pressedButton: pressedIndex([...variant.querySelectorAll('button')]),
  };
}

/** A template of the live page's parts the build wrote into the shown sign-in page (PRERENDER). */
function partTemplate(attribute: string, doc: Document): HTMLTemplateElement | null {
  const template = shownVariant(doc)?.querySelector(`template[${attribute}]`);
  return template instanceof doc.defaultView!.HTMLTemplateElement ? template : null;
}

const copyOf = (template: HTMLTemplateElement, doc: Document) =>
  doc.importNode(template.content, true).firstElementChild;

/** The template's messages by key (JSON the build wrote); none if they cannot be read. */
function readMessages(json: string | null): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(json ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The live form's error alert as the build wrote it into the shown sign-in page. */
export interface PrerenderedAlert {
  /** The message with this key, in the page's language (a wait left as PRERENDER.waitSlot), if any. */
  message(key: string): string | null;
  /** A new alert saying `text`, to put where the live form has it. */
  saying(text: string): Element | null;
}

/** The shown sign-in page's error alert and messages; null where none is shown. */
export function prerenderedAlert(doc: Document = document): PrerenderedAlert | null {
  const template = partTemplate(PRERENDER.alertTemplate, doc);
  if (!template) return null;
  const messages = readMessages(template.getAttribute(PRERENDER.alertTemplate));
  return {
    message: (key) => (Object.hasOwn(messages, key) ? messages[key]! : null),
    saying(text) {
      const alert = copyOf(template, doc);
      for (const part of alert?.querySelectorAll('*') ?? []) {
        if (!part.childElementCount && part.textContent === PRERENDER.textSlot) {
          part.textContent = text;
        }
      }
      return alert ?? null;
    },
  };
}

/**
 * Shows the offline notice the build wrote into the shown sign-in page in the page's place, as the
 * app's offline gate does, or the page again; the page is only hidden, so what was typed stays.
 */
export function showPrerenderedOffline(shown: boolean, doc: Document = document): void {
  const template = partTemplate(PRERENDER.offlineTemplate, doc);
  // The page, then the templates (prerender-sign-in.tsx); the notice goes after the page.
  const page = template?.parentElement?.firstElementChild;
  if (!template || !page || page === template) return;
  const next = page.nextElementSibling;
  const shownNotice = next?.matches(`[${PRERENDER.offlineTemplate}]:not(template)`) ? next : null;
  if (shown && !shownNotice) {
    const notice = copyOf(template, doc);
    notice?.setAttribute(PRERENDER.offlineTemplate, '');
    if (notice) page.after(notice);
  }
  if (!shown) shownNotice?.remove();
  page.toggleAttribute('hidden', shown);
}

/** Hides the prerendered page while the app shows something over it (the offline notice). */
export function hidePrerender(hidden: boolean, doc: Document = document): void {
  doc.getElementById(PRERENDER.rootId)?.toggleAttribute('hidden', hidden);
}

/** Removes the prerendered pages once the app's own page stands in their place. */
export function retirePrerender(doc: Document = document): void {
  doc.getElementById(PRERENDER.rootId)?.remove();
  doc.documentElement.removeAttribute(PRERENDER.pageAttribute);
  doc.documentElement.removeAttribute(PRERENDER.frameAttribute);
}

/** The app's live sign-in form: the one outside the prerendered page with the same fields. */
function liveForm(doc: Document): HTMLFormElement | null {
  const forms = [...doc.querySelectorAll('form')];
  return (
    forms.find(
      (form) => !form.closest(`#${PRERENDER.rootId}`) && form.elements.namedItem('password'),
    ) ?? null
  );
}

/** Gives the live form's field the focus and caret the prerendered one had. */
export function resumeFocus(carried: CarriedSignIn, doc: Document = document): void {
  const form = liveForm(doc);
  const field = carried.focus && form?.elements.namedItem(carried.focus.name);
  if (!carried.focus || !(field instanceof doc.defaultView!.HTMLInputElement)) return;
  field.focus();
  const { start, end } = carried.focus;
  if (start === null || end === null) return;
  try {
    field.setSelectionRange(start, end);
  } catch {
    // An input type without a selection keeps the caret at the end.
  }
}

/**
 * Replays what was pressed before the app was ready, once per carried form: a submit on the live
 * form, a button on the same button of the live page (the prerender renders the same view).
 */
export function replayPresses(carried: CarriedSignIn, doc: Document = document): void {
  const form = liveForm(doc);
  if (carried.pressedButton !== null) {
    const page = form?.closest('main') ?? form;
    const button = page?.querySelectorAll('button')[carried.pressedButton];
    carried.pressedButton = null;
    button?.click();
  }
  if (carried.submitRequested) {
    carried.submitRequested = false;
    form?.requestSubmit();
  }
}

/** Marks `<html>` while the app's sign-in form is interactive; returns the unmark. */
export function markSignInReady(doc: Document = document): () => void {
  doc.documentElement.setAttribute(PRERENDER.readyAttribute, 'true');
  return () => doc.documentElement.removeAttribute(PRERENDER.readyAttribute);
}
