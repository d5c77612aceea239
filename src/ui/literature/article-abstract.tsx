import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ArticleAbstractResponse } from '../../../common/contracts/literature.contract';
import { useT } from '../i18n/i18n-context';
import { sectionLabel } from './literature-format';

/** An abstract asked for on demand: under way, failed, missing at the source, or here. */
export type AbstractState =
  | { status: 'loading' }
  | { status: 'failed'; detail: string }
  | { status: 'missing' }
  | { status: 'ready'; abstract: ArticleAbstractResponse };

export interface ArticleAbstractProps {
  id: string;
  state: AbstractState;
  onRetry: () => void;
}

/** The abstract under a result, its labelled parts (Background, Methods…) as headings. */
export function ArticleAbstract({ id, state, onRetry }: ArticleAbstractProps) {
  const t = useT();
  return (
    <Stack
      role="group"
      id={id}
      aria-label={t('literature.article.abstractHeading')}
      gap="2"
      borderInlineStartWidth="3px"
      borderColor="border.emphasized"
      ps="3"
      aria-busy={state.status === 'loading'}
    >
      {state.status === 'loading' && (
        <Text role="status" textStyle="sm" color="fg.muted">
          {t('literature.article.abstractLoading')}
        </Text>
      )}
      {state.status === 'missing' && (
        <Text role="status" textStyle="sm">
          {t('literature.article.abstractMissing')}
        </Text>
      )}
      {state.status === 'failed' && (
        <Stack gap="2" align="start" role="alert">
          <Text textStyle="sm" color="fg.error">
            {t('literature.article.abstractFailed', { detail: state.detail })}
          </Text>
          <Button size="xs" variant="outline" onClick={onRetry}>
            {t('literature.article.retry')}
          </Button>
        </Stack>
      )}
      {state.status === 'ready' && (
        <>
          {state.abstract.sections.map((section, index) => (
            <Stack key={index} gap="0.5">
              {section.label && (
                <Heading as="h4" size="xs">
                  {sectionLabel(section.label)}
                </Heading>
              )}
              <Text textStyle="sm">{section.text}</Text>
            </Stack>
          ))}
          <Text textStyle="xs" color="fg.muted">
            {t('literature.article.abstractSource', {
              source: t(`literature.sources.${state.abstract.source}`),
            })}
          </Text>
        </>
      )}
    </Stack>
  );
}
