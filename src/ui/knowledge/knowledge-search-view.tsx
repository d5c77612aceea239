import {
  Badge,
  Button,
  EmptyState,
  Field,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '../theme/recipes';
import { SearchX } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  knowledgeKind,
  type KnowledgeHit,
  type KnowledgeKind,
} from '../../../common/contracts/knowledge.contract';
import { useT } from '../i18n/i18n-context';
import { AuthLink } from '../session/auth-link';
import { FormFailure } from '../session/form-alerts';
import { HighlightedText } from './highlighted-text';

export interface KnowledgeSearchViewProps {
  /** The searched words (from the URL); empty before a search. */
  q: string;
  kind: KnowledgeKind | null;
  /** Null until answered. */
  hits: readonly KnowledgeHit[] | null;
  loading: boolean;
  /** Null when fine; else the server's reason for refusing the query ('' for a failure). */
  failure: string | null;
  onSearch: (q: string, kind: KnowledgeKind | null) => void;
  onRetry: () => void;
  /** Where a hit opens (its entry). */
  hitHref: (id: string) => string;
  onNavigate?: (href: string) => void;
}

/** Searching the knowledge base: words and a kind, then ranked hits with the matches marked. */
export function KnowledgeSearchView(props: KnowledgeSearchViewProps) {
  const t = useT();
  const inputId = useId();
  const kindId = useId();
  const [text, setText] = useState(props.q);
  const { hits, q } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch(text.trim(), props.kind);
  };

  return (
    <Stack gap="5">
      <form role="search" onSubmit={submit}>
        <HStack gap="3" align="end" wrap="wrap">
          <Field.Root flex="3" minW="16rem">
            <Field.Label htmlFor={inputId}>{t('knowledge.search.label')}</Field.Label>
            <Input
              id={inputId}
              type="search"
              value={text}
              maxLength={200}
              placeholder={t('knowledge.search.placeholder')}
              autoComplete="off"
              onChange={(event) => setText(event.target.value)}
            />
          </Field.Root>
          <Field.Root flex="1" minW="10rem">
            <Field.Label htmlFor={kindId}>{t('knowledge.search.kind')}</Field.Label>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field
                id={kindId}
                value={props.kind ?? ''}
                onChange={(event) =>
                  props.onSearch(text.trim(), (event.target.value || null) as KnowledgeKind | null)
                }
              >
                <option value="">{t('knowledge.search.all')}</option>
                {knowledgeKind.options.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`knowledge.search.kinds.${kind}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button type="submit" colorPalette="blue">
            {t('knowledge.search.submit')}
          </Button>
        </HStack>
      </form>

      <Text role="status" srOnly>
        {props.loading ? t('knowledge.search.loading') : ''}
        {!props.loading && hits && hits.length > 0
          ? t('knowledge.search.count', { count: hits.length })
          : ''}
      </Text>

      {!q && <Text color="fg.muted">{t('knowledge.search.hint')}</Text>}

      {props.failure !== null && (
        <Stack gap="2" align="start">
          <FormFailure title={t('knowledge.search.failed')} />
          {props.failure && <Text textStyle="sm">{props.failure}</Text>}
          <Button variant="outline" size="sm" onClick={props.onRetry}>
            {t('knowledge.retry')}
          </Button>
        </Stack>
      )}

      {q && hits?.length === 0 && props.failure === null && (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="lg">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <SearchX aria-hidden="true" />
            </EmptyState.Indicator>
            <EmptyState.Title as="h2">{t('knowledge.search.empty', { q })}</EmptyState.Title>
            <EmptyState.Description>{t('knowledge.search.emptyHint')}</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      )}

      {q && hits && hits.length > 0 && (
        <Stack as="ol" gap="3" listStyleType="none" aria-label={t('knowledge.search.results')}>
          {hits.map((hit) => (
            <Stack
              as="li"
              key={hit.id}
              gap="1.5"
              borderWidth="1px"
              borderRadius="md"
              p="4"
              aria-busy={props.loading}
            >
              <HStack gap="3" wrap="wrap">
                <Text as="h2" fontWeight="semibold" textStyle="lg">
                  <AuthLink href={props.hitHref(hit.id)} onNavigate={props.onNavigate}>
                    {hit.title}
                  </AuthLink>
                </Text>
                <Badge colorPalette={hit.kind === 'treatment' ? 'purple' : 'teal'}>
                  {t(`knowledge.kind.${hit.kind}`)}
                </Badge>
              </HStack>
              <HighlightedText parts={hit.highlight} color="fg.muted" textStyle="sm" />
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
