import {
  Alert,
  Badge,
  Box,
  Button,
  chakra,
  Grid,
  Heading,
  HStack,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import type {
  DraftingCue,
  NoteDraft,
  SourceSpan,
} from '../../../common/contracts/drafting.contract';
import { NOTE_SECTIONS, type NoteSection } from '../../../common/contracts/notes.contract';
import { useI18n } from '../i18n/i18n-context';
import { editsOf, suggestionsOf, type DraftEdits } from './ai-draft-edits';
import { AiDraftMoveMenu } from './ai-draft-move-menu';
import { AiDraftSuggestions } from './ai-draft-suggestions';

export interface AiDraftReviewProps {
  draft: NoteDraft;
  /** The draft is being put into the note. */
  using?: boolean;
  /** Uses the draft with the clinician's moves and ticked suggestions. */
  onUse: (edits: DraftEdits) => void;
  onAgain: () => void;
}

type Picked = { list: 'sentences' | 'omitted'; index: number } | null;

/** The input text with the picked sentence's source marked. */
function SourcePanel(props: { id: string; draft: NoteDraft; span: SourceSpan | null | undefined }) {
  const { t } = useI18n();
  const { input, sourceKind } = props.draft;
  const mark = useRef<HTMLElement>(null);
  const { span } = props;
  useEffect(() => {
    // jsdom has no scrollIntoView; browsers bring the marked source into the panel's view.
    mark.current?.scrollIntoView?.({ block: 'nearest' });
  }, [span]);
  return (
    <Stack
      as="section"
      id={props.id}
      aria-labelledby={`${props.id}-title`}
      gap="2"
      position={{ lg: 'sticky' }}
      top={{ lg: '4' }}
      alignSelf="start"
    >
      <Heading as="h3" size="md" id={`${props.id}-title`}>
        {t('notes.ai.review.sourceTitle')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {sourceKind === 'transcript'
          ? t('notes.ai.review.sourceTranscript')
          : t('notes.ai.review.sourceSummary')}
      </Text>
      {span === null && (
        <Text role="status" fontWeight="semibold" fontSize="sm">
          {t('notes.ai.review.noSource')}
        </Text>
      )}
      <Box
        borderWidth="1px"
        borderRadius="md"
        p="3"
        maxH={{ lg: '70vh' }}
        overflowY="auto"
        whiteSpace="pre-wrap"
        wordBreak="break-word"
        tabIndex={0}
        aria-label={t('notes.ai.review.sourceTitle')}
        data-testid="draft-source"
      >
        {span ? (
          <>
            {input.slice(0, span.start)}
            <Box as="mark" ref={mark} bg="yellow.200" color="black" px="0.5" borderRadius="sm">
              {input.slice(span.start, span.end)}
            </Box>
            {input.slice(span.end)}
          </>
        ) : (
          input
        )}
      </Box>
    </Stack>
  );
}

/** One drafted (or left-out) sentence: focusing or pointing at it marks its source. */
function SentenceButton(props: {
  id?: string;
  text: string;
  cue: DraftingCue;
  /** The section the drafter filed it in, once the clinician moved it. */
  movedFrom?: NoteSection;
  picked: boolean;
  controls: string;
  onPick: () => void;
}) {
  const { t } = useI18n();
  return (
    <chakra.button
      id={props.id}
      type="button"
      aria-controls={props.controls}
      aria-pressed={props.picked}
      onFocus={props.onPick}
      onMouseEnter={props.onPick}
      onClick={props.onPick}
      textAlign="start"
      w="full"
      p="2"
      borderRadius="md"
      borderWidth="1px"
      borderColor={props.picked ? 'blue.solid' : 'border'}
      bg={props.picked ? 'blue.subtle' : 'transparent'}
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
    >
      <Text as="span" display="block">
        {props.text}
      </Text>
      <Badge as="span" mt="1" variant="outline" colorPalette="gray">
        {t('notes.ai.review.cue', { cue: t(`notes.ai.cue.${props.cue}`) })}
      </Badge>
      {props.movedFrom && (
        <Badge as="span" mt="1" ms="1" variant="subtle" colorPalette="purple">
          {t('notes.ai.review.moved', { section: t(`notes.section.${props.movedFrom}`) })}
        </Badge>
      )}
    </chakra.button>
  );
}

/**
 * The AI draft before it is used (CLINICAL.md decision 4): a banner that it is a draft to review,
 * which drafter wrote it and why the offline one did, each section's sentences with the cue that
 * placed them and their source marked in the input beside them, and what was left out.
 */
export function AiDraftReview(props: AiDraftReviewProps) {
  const { t } = useI18n();
  const { draft } = props;
  const { note } = draft;
  const sourceId = useId();
  const [picked, setPicked] = useState<Picked>(null);
  const [edits, setEdits] = useState<DraftEdits>(() => editsOf(note));
  const [lastMove, setLastMove] = useState<{ index: number; section: NoteSection } | null>(null);
  useEffect(() => {
    // The moved sentence is rendered in its new section: keep the keyboard on it.
    if (lastMove) document.getElementById(`${sourceId}-sentence-${lastMove.index}`)?.focus();
  }, [lastMove, sourceId]);
  const move = (index: number, section: NoteSection) => {
    setEdits((current) => ({
      ...current,
      placed: current.placed.map((placed, i) => (i === index ? section : placed)),
    }));
    setLastMove({ index, section });
  };
  const span =
    picked === null
      ? undefined
      : picked.list === 'sentences'
        ? note.sentences[picked.index]?.source
        : note.omitted[picked.index]?.source;
  const sections: readonly NoteSection[] = NOTE_SECTIONS[note.format];
  const indexed = note.sentences.map((sentence, index) => ({ sentence, index }));
  return (
    <Stack gap="5">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('notes.ai.review.banner')}</Alert.Title>
          <Alert.Description>{t('notes.ai.review.bannerBody')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Text>
        {note.provider === 'offline'
          ? t('notes.ai.review.byOffline')
          : t('notes.ai.review.byModel', { model: note.model ?? '—' })}
      </Text>
      {draft.offlineReason && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {t(`notes.ai.review.offline.${draft.offlineReason}`, {
                message: draft.fallback?.message ?? '',
              })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Text fontSize="sm" color="fg.muted">
        {t('notes.ai.review.sentenceHint')}
      </Text>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6">
        <Stack gap="5">
          {sections.map((section) => {
            const mine = indexed.filter(
              ({ sentence, index }) => (edits.placed[index] ?? sentence.section) === section,
            );
            return (
              <Stack key={section} as="section" gap="2" aria-labelledby={`${sourceId}-${section}`}>
                <Heading as="h3" size="md" id={`${sourceId}-${section}`}>
                  {t(`notes.section.${section}`)}
                </Heading>
                {mine.length === 0 ? (
                  <Text color="fg.muted">{t('notes.ai.review.emptySection')}</Text>
                ) : (
                  mine.map(({ sentence, index }) => (
                    <HStack key={index} gap="2" align="start">
                      <SentenceButton
                        id={`${sourceId}-sentence-${index}`}
                        text={sentence.text}
                        cue={sentence.cue}
                        movedFrom={section === sentence.section ? undefined : sentence.section}
                        controls={sourceId}
                        picked={picked?.list === 'sentences' && picked.index === index}
                        onPick={() => setPicked({ list: 'sentences', index })}
                      />
                      <AiDraftMoveMenu
                        text={sentence.text}
                        section={section}
                        sections={sections}
                        onMove={(to) => move(index, to)}
                      />
                    </HStack>
                  ))
                )}
              </Stack>
            );
          })}
          <AiDraftSuggestions
            suggestions={suggestionsOf(note)}
            interventions={edits.interventions}
            risk={edits.risk}
            onInterventionsChange={(interventions) =>
              setEdits((current) => ({ ...current, interventions }))
            }
            onRiskChange={(risk) => setEdits((current) => ({ ...current, risk }))}
          />
          {note.omitted.length > 0 && (
            <Box as="details" borderTopWidth="1px" pt="3">
              <Box as="summary" cursor="pointer" fontWeight="semibold">
                {t('notes.ai.review.omitted', { count: note.omitted.length })}
              </Box>
              <Stack gap="2" mt="2">
                <Text fontSize="sm" color="fg.muted">
                  {t('notes.ai.review.omittedHint')}
                </Text>
                {note.omitted.map((sentence, index) => (
                  <SentenceButton
                    key={index}
                    text={sentence.text}
                    cue={sentence.cue}
                    controls={sourceId}
                    picked={picked?.list === 'omitted' && picked.index === index}
                    onPick={() => setPicked({ list: 'omitted', index })}
                  />
                ))}
              </Stack>
            </Box>
          )}
        </Stack>
        <SourcePanel id={sourceId} draft={draft} span={span} />
      </Grid>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="blue" onClick={() => props.onUse(edits)} disabled={props.using}>
          {t('notes.ai.review.use')}
        </Button>
        <Button variant="outline" onClick={props.onAgain} disabled={props.using}>
          {t('notes.ai.review.again')}
        </Button>
      </HStack>
      {lastMove && (
        <Text role="status" fontSize="sm" color="fg.muted">
          {t('notes.ai.review.movedStatus', { section: t(`notes.section.${lastMove.section}`) })}
        </Text>
      )}
      {props.using && (
        <Text role="status" color="fg.muted">
          {t('notes.ai.review.using')}
        </Text>
      )}
    </Stack>
  );
}
