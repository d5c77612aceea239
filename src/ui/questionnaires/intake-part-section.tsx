import {
  Button,
  Field,
  HStack,
  Heading,
  Input,
  Progress,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { PatientIntakePart } from '../../../common/contracts/questionnaires.contract';
import { useT } from '../i18n/i18n-context';
import { progressSlotRecipe } from '../theme/recipes';
import {
  INTAKE_PART_SECTIONS,
  fieldValue,
  refusedFields,
  type IntakePartSection as Section,
} from './intake-part-steps';

export interface IntakePartSectionProps {
  part: PatientIntakePart;
  /** Zero-based. */
  section: number;
  /** Show the refused fields' messages (Next was pressed). */
  showErrors: boolean;
  onEdit: (field: string, text: string) => void;
  onNext: () => void;
  /** Absent on the first section. */
  onBack?: () => void;
}

/** The demographics are one line each; the presenting problem and the histories are prose. */
const isLine = (section: Section) => section.name === 'about' || section.name === 'emergency';

/**
 * One section of the intake's patient part on its own screen, phone first: the progress, the
 * section's title (focused when it appears, so a screen reader reads where the patient is), a
 * sentence saying what to write, its fields, Back and Next. Next stays on the section while a
 * field is refused and says why beside the field.
 */
export function IntakePartSection({
  part,
  section,
  showErrors,
  onEdit,
  onNext,
  onBack,
}: IntakePartSectionProps) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [section]);
  const shown = INTAKE_PART_SECTIONS[section]!;
  const total = INTAKE_PART_SECTIONS.length;
  const progress = t('questionnaires.intakePart.progress', { n: section + 1, total });
  const refused = showErrors ? refusedFields(part) : new Map<string, number | null>();
  const FieldInput = isLine(shown) ? Input : Textarea;
  return (
    <Stack
      as="form"
      gap="4"
      maxW="32rem"
      w="full"
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <Progress.Root
        recipe={progressSlotRecipe}
        value={section + 1}
        max={total}
        size="sm"
        aria-label={progress}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text color="fg.muted" fontSize="sm">
        {progress}
      </Text>
      <Heading as="h2" size="md" ref={headingRef} tabIndex={-1}>
        {t(`questionnaires.intakePart.section.${shown.name}.title`)}
      </Heading>
      <Text>{t(`questionnaires.intakePart.section.${shown.name}.hint`)}</Text>
      {shown.fields.map((field) => {
        const limit = refused.get(field);
        return (
          <Field.Root key={field} invalid={refused.has(field)}>
            <Field.Label>{t(`questionnaires.intakePart.field.${field}`)}</Field.Label>
            <FieldInput
              value={fieldValue(part, field)}
              onChange={(event) => onEdit(field, event.target.value)}
              dir="auto"
              {...(isLine(shown) ? {} : { rows: 6 })}
              {...(field.toLowerCase().includes('phone') && { type: 'tel', autoComplete: 'tel' })}
            />
            <Field.ErrorText>
              {typeof limit === 'number'
                ? t('questionnaires.intakePart.tooLong', { max: limit })
                : t('questionnaires.intakePart.notStorable')}
            </Field.ErrorText>
          </Field.Root>
        );
      })}
      <HStack gap="3" justify="space-between">
        {onBack ? (
          <Button variant="outline" onClick={onBack}>
            {t('questionnaires.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" size="lg">
          {t('questionnaires.intakePart.next')}
        </Button>
      </HStack>
    </Stack>
  );
}
