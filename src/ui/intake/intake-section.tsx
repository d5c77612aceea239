import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { INTAKE_CONTENT_SECTIONS } from '../../../common/contracts/intake-gaps';
import { BELOW_HEADER } from '../theme/below-header';

/** The anchor ids of the form's sections, in order (the section list links to them). */
export const INTAKE_SECTIONS = [...INTAKE_CONTENT_SECTIONS, 'sign'] as const;
export type IntakeSectionId = (typeof INTAKE_SECTIONS)[number];

export const sectionAnchor = (id: IntakeSectionId) => `intake-${id}`;

/** One titled section of the intake, a landmark the section list links to. */
export function IntakeSection(props: { id: IntakeSectionId; title: string; children: ReactNode }) {
  const headingId = `${sectionAnchor(props.id)}-title`;
  return (
    <Stack
      as="section"
      id={sectionAnchor(props.id)}
      aria-labelledby={headingId}
      gap="4"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      scrollMarginTop={BELOW_HEADER}
      tabIndex={-1}
    >
      <Heading as="h2" size="md" id={headingId}>
        {props.title}
      </Heading>
      {props.children}
    </Stack>
  );
}
