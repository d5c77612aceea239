import {
  useEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { chakra, useLocaleContext } from '@chakra-ui/react';
import { trackDismissableElement } from '@zag-js/dismissable';
import { TRANSITIONS } from '../../config/constants';
import { OverlayPortal } from './overlay-portal';

export interface HeldDialogProps {
  /** Renders in place and not modal (a preview), instead of in the top layer. */
  inline?: boolean;
  /**
   * It has closed and is fading out: no longer modal, its focus given back to where it was, its
   * buttons inert. The caller unmounts it once the fade is over (`useExitDelay`).
   */
  closing?: boolean;
  /** The element that takes the focus as it opens. */
  initialFocus: RefObject<HTMLElement | null>;
  labelledBy: string;
  describedBy: string;
  children: ReactNode;
}

const modalFade = `${TRANSITIONS.modalMs}ms`;
const backdropFade = `${TRANSITIONS.backdropMs}ms`;

/**
 * Fades in and out over the spec's modal (300 ms) and backdrop (150 ms) transitions. On the way
 * out the closed dialog stays drawn in the top layer while it fades (`overlay` and `display`
 * transition discretely).
 */
const dialogStyles = {
  width: 'calc(100% - 2rem)',
  maxW: 'md',
  m: 'auto',
  p: 0,
  border: 'none',
  borderRadius: 'l3',
  bg: 'bg.panel',
  color: 'fg',
  boxShadow: 'lg',
  textStyle: 'sm',
  outline: 0,
  // An open Chakra modal sets `pointer-events: none` on <body>; this dialog takes presses still.
  pointerEvents: 'auto',
  transition: `opacity ${modalFade}, transform ${modalFade}, overlay ${modalFade} allow-discrete, display ${modalFade} allow-discrete`,
  _starting: { opacity: 0, transform: 'scale(0.95)' },
  _closed: { opacity: 0, transform: 'scale(0.95)', _backdrop: { opacity: 0 } },
  _backdrop: {
    bg: 'blackAlpha.500',
    transition: `opacity ${backdropFade}, overlay ${backdropFade} allow-discrete, display ${backdropFade} allow-discrete`,
    _starting: { opacity: 0 },
  },
  _motionReduce: { transition: 'none', _backdrop: { transition: 'none' } },
} as const;

/**
 * Tab and Shift+Tab go round its buttons, moved here rather than left to the browser: the focus
 * trap of a Chakra dialog open behind refuses every Tab that starts outside it.
 */
function cycleFocus(event: KeyboardEvent<HTMLDialogElement>) {
  const buttons = [...event.currentTarget.querySelectorAll('button')];
  if (buttons.length === 0) return;
  const from = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const step = event.shiftKey ? -1 : 1;
  const to = from === -1 ? (event.shiftKey ? buttons.length - 1 : 0) : from + step;
  event.preventDefault();
  buttons[(to + buttons.length) % buttons.length]?.focus();
}

const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
  if (event.key === 'Escape') event.preventDefault();
  else if (event.key === 'Tab') cycleFocus(event);
};
const refuse = (event: SyntheticEvent | Event) => event.preventDefault();
/** A press on the backdrop would move focus to the page behind; it stays where it was. */
const keepFocusInside = (event: MouseEvent<HTMLDialogElement>) => {
  if (event.target === event.currentTarget) event.preventDefault();
};

/** Opens `dialog` as a modal in the top layer, or merely shown where `showModal` is missing. */
function showModal(dialog: HTMLDialogElement) {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

/**
 * Closing gives the focus back to the element that had it before the dialog opened (the
 * platform does); when none had it, the focus is not left on a button fading out.
 */
function close(dialog: HTMLDialogElement) {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && dialog.contains(focused)) focused.blur();
}

/**
 * Joins the layer stack of Chakra's overlays (Zag) as its top, pointer-blocking layer, as a
 * Chakra dialog would: a dialog, drawer or menu left open behind then does not take the press,
 * the focus or the Escape given here for a dismissal of itself, and keeps what was typed in it.
 */
const joinOverlayStack = (dialog: HTMLDialogElement) =>
  trackDismissableElement(dialog, {
    pointerBlocking: true,
    onDismiss: () => undefined,
    onEscapeKeyDown: refuse,
    onInteractOutside: refuse,
  });

/**
 * A modal `<dialog>` (role `alertdialog`) that only its own buttons end: the caller unmounts it.
 * Escape, the backdrop and the browser's close requests do not close it, and the page behind is
 * inert while it is open. It is the platform's dialog, not Chakra's: with Zag's layer stack it
 * weighs under half of Chakra's Dialog. It is made fresh in the overlay root at each opening,
 * where an overlay already open has not hidden it from assistive technology.
 */
export function HeldDialog({
  inline = false,
  closing = false,
  initialFocus,
  labelledBy,
  describedBy,
  children,
}: HeldDialogProps) {
  const { dir } = useLocaleContext();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closingRef = useRef(closing);

  useEffect(() => {
    const dialog = dialogRef.current;
    closingRef.current = closing;
    if (!dialog || inline) return undefined;
    if (closing) {
      close(dialog);
      return undefined;
    }
    showModal(dialog);
    initialFocus.current?.focus();
    return joinOverlayStack(dialog);
  }, [inline, initialFocus, closing]);

  // Chromium closes a native dialog on a second close request with no user activation between,
  // whatever `cancel` says: it is put back at once, since only the caller may end it.
  const reassert = () => {
    const dialog = dialogRef.current;
    if (!dialog || inline || closingRef.current || !dialog.isConnected) return;
    showModal(dialog);
    initialFocus.current?.focus();
  };

  return (
    <OverlayPortal disabled={inline}>
      <chakra.dialog
        ref={dialogRef}
        role="alertdialog"
        aria-modal={!inline || undefined}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        dir={dir}
        data-state={closing ? 'closed' : 'open'}
        inert={closing || undefined}
        open={(inline && !closing) || undefined}
        {...{ closedby: 'none' }}
        onKeyDown={onKeyDown}
        onCancel={refuse}
        onClose={reassert}
        onMouseDown={keepFocusInside}
        {...dialogStyles}
        position={inline ? 'static' : undefined}
      >
        {children}
      </chakra.dialog>
    </OverlayPortal>
  );
}
