import { Link, List } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';
import { INTAKE_SECTIONS, sectionAnchor, type IntakeSectionId } from './intake-section';

/** The list of the form's sections: a long form, skipped through by link. */
export function SectionNav(props: { sections?: readonly IntakeSectionId[] }) {
  const t = useT();
  return (
    <nav aria-label={t('intake.nav.label')}>
      <List.Root as="ol" ps="5" gap="1">
        {(props.sections ?? INTAKE_SECTIONS).map((id) => (
          <List.Item key={id}>
            {/* At least 24 px tall: WCAG 2.2 target size (2.5.8) for links stacked 4 px apart. */}
            <Link
              href={`#${sectionAnchor(id)}`}
              color="blue.700"
              _dark={{ color: 'blue.300' }}
              minH="6"
              display="inline-flex"
              alignItems="center"
            >
              {t(`intake.sections.${id}`)}
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </nav>
  );
}
