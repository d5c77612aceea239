import { chakra } from '@chakra-ui/react';
import { useT } from '../i18n/i18n-context';

export const MAIN_CONTENT_ID = 'main-content';

/** Moves focus to the page's main content (where an in-app navigation leaves the reader). */
export function focusMainContent(options?: FocusOptions) {
  document.getElementById(MAIN_CONTENT_ID)?.focus(options);
}

/** First stop of the keyboard: jumps past the menu and header (WCAG 2.4.1). */
export function SkipLink() {
  const t = useT();
  return (
    <chakra.a
      href={`#${MAIN_CONTENT_ID}`}
      position="absolute"
      top="2"
      insetInlineStart="2"
      zIndex="skipNav"
      px="4"
      py="2"
      bg="bg"
      color="fg"
      borderRadius="md"
      boxShadow="md"
      transform="translateY(-200%)"
      _focus={{ transform: 'none', outline: '2px solid', outlineColor: 'blue.600' }}
    >
      {t('common.skipToContent')}
    </chakra.a>
  );
}
