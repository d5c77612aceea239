import { Box, Button, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FormSuccessAlert } from '../session/form-alerts';
import { useOnChange } from '../session/use-on-change';

export interface RecordDisclosureProps {
  /** The button's label, which names the form too ("Record a diagnosis"). */
  label: string;
  /** The last entry went through: the form closes and `recordedText` is announced. */
  recorded: boolean;
  recordedText: string;
  /** The form, given the way to close it unsaved (its cancel button). */
  children: (close: () => void) => ReactNode;
}

/**
 * A chart form kept closed behind its button, so the chart shows the record rather than empty
 * fields: the button opens it in place with the focus on its first field; cancel or Escape close
 * it and give the focus back to the button, and so does a saved entry, which is announced there.
 */
export function RecordDisclosure({
  label,
  recorded,
  recordedText,
  children,
}: RecordDisclosureProps) {
  const [open, setOpen] = useState(false);
  const [justRecorded, setJustRecorded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const formId = useId();
  useOnChange(recorded, (now) => {
    if (!now) return;
    setOpen(false);
    setJustRecorded(true);
  });
  useEffect(() => {
    if (open) {
      formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    } else if (wasOpen.current) {
      buttonRef.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);
  const close = () => setOpen(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };
  return (
    <Stack gap="3">
      <Button
        ref={buttonRef}
        variant="outline"
        alignSelf="flex-start"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => {
          setJustRecorded(false);
          setOpen((now) => !now);
        }}
      >
        <Plus aria-hidden="true" />
        {label}
      </Button>
      {justRecorded && !open && <FormSuccessAlert title={recordedText} />}
      {open && (
        <Box id={formId} ref={formRef} role="group" aria-label={label} onKeyDown={onKeyDown}>
          {children(close)}
        </Box>
      )}
    </Stack>
  );
}
