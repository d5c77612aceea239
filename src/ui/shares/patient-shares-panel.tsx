import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import {
  SHARE_LIMITS,
  type Share,
  type ShareInput,
  type ShareKind,
} from '../../../common/contracts/patient-shares.contract';
import { useCheckedSubmit } from '../forms/use-checked-submit';
import { formatInstant } from '../format/clinic-time';
import { useI18n, useT } from '../i18n/i18n-context';
import { nativeSelectSlotRecipe } from '../theme/recipes';

/** An article the clinician may share: on the patient's reading list or the clinic's. */
export interface ShareableArticle {
  id: string;
  title: string;
  list: 'patient' | 'clinic';
}

/** A signed note of the patient, named by its session's date. */
export interface ShareableNote {
  id: string;
  sessionStartsAt: string;
}

export interface PatientSharesPanelProps {
  /** Null while loading or after a failure. */
  shares: Share[] | null;
  failed: boolean;
  onRetry: () => void;
  articles: ShareableArticle[];
  notes: ShareableNote[];
  /** The clinic allows sharing signed notes (an owner's setting). */
  notesAllowed: boolean;
  timeZone: string;
  busy: boolean;
  /** The server's words when the last share or unshare was refused. */
  refusal: string | null;
  onShare: (input: ShareInput) => void;
  /** Counts the shares that went through: the form starts empty again after each. */
  sharedCount: number;
  onUnshare: (shareId: string) => void;
}

/**
 * What the patient sees in the portal, on the chart (issue 36): the shared handouts, articles and
 * signed notes, each unshared at once; and a form to share one more. A note is offered only while
 * the clinic allows it, otherwise the panel says why.
 */
export function PatientSharesPanel(props: PatientSharesPanelProps) {
  const t = useT();
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {t('shares.chart.title')}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {t('shares.chart.intro')}
        </Text>
      </Card.Header>
      <Card.Body gap="5">
        <SharedList {...props} />
        {props.refusal && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{props.refusal}</Alert.Title>
          </Alert.Root>
        )}
        <ShareForm key={props.sharedCount} {...props} />
      </Card.Body>
    </Card.Root>
  );
}

function SharedList({
  shares,
  failed,
  onRetry,
  timeZone,
  busy,
  onUnshare,
}: PatientSharesPanelProps) {
  const t = useT();
  const { locale } = useI18n();
  const date = (at: string) => formatInstant(at, { locale, timeZone, style: 'date' });
  if (failed) {
    return (
      <HStack role="alert">
        <Text color="fg.error">{t('shares.chart.failed')}</Text>
        <Button size="xs" variant="outline" onClick={onRetry}>
          {t('shares.chart.retry')}
        </Button>
      </HStack>
    );
  }
  if (!shares) return <Text role="status">{t('shares.chart.loading')}</Text>;
  if (shares.length === 0) return <Text color="fg.muted">{t('shares.chart.empty')}</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {shares.map((share) => {
        const title =
          share.kind === 'note' ? t('shares.noteTitle', { date: date(share.title) }) : share.title;
        return (
          <HStack as="li" key={share.id} justify="space-between" gap="3" flexWrap="wrap">
            <Box>
              <HStack gap="2">
                <Badge>{t(`shares.kind.${share.kind}`)}</Badge>
                <Text fontWeight="medium">{title}</Text>
              </HStack>
              <Text textStyle="xs" color="fg.muted">
                {t('shares.chart.sharedBy', {
                  name: share.sharedBy.name,
                  date: date(share.sharedAt),
                })}
              </Text>
            </Box>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              disabled={busy}
              aria-label={t('shares.chart.unshareNamed', { title })}
              onClick={() => onUnshare(share.id)}
            >
              {t('shares.chart.unshare')}
            </Button>
          </HStack>
        );
      })}
    </Stack>
  );
}

type Problem = 'title' | 'body' | 'pick';

function ShareForm({
  articles,
  notes,
  notesAllowed,
  timeZone,
  busy,
  onShare,
}: PatientSharesPanelProps) {
  const t = useT();
  const { locale } = useI18n();
  const id = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const pickRef = useRef<HTMLSelectElement>(null);
  const [kind, setKind] = useState<ShareKind>('handout');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [picked, setPicked] = useState('');
  const kinds: ShareKind[] = notesAllowed ? ['handout', 'article', 'note'] : ['handout', 'article'];
  const problem: Problem | undefined =
    kind === 'handout'
      ? title.trim() === '' || title.trim().length > SHARE_LIMITS.titleMax
        ? 'title'
        : body.trim() === '' || body.trim().length > SHARE_LIMITS.bodyMax
          ? 'body'
          : undefined
      : picked === ''
        ? 'pick'
        : undefined;
  const input = (): ShareInput =>
    kind === 'handout'
      ? { kind, title: title.trim(), body: body.trim() }
      : kind === 'article'
        ? { kind, savedArticleId: picked }
        : { kind, noteId: picked };
  const { shown, submit } = useCheckedSubmit(problem, {
    pending: busy,
    save: () => onShare(input()),
    refuse: () =>
      (problem === 'title' ? titleRef : problem === 'body' ? bodyRef : pickRef).current?.focus(),
  });
  const choices =
    kind === 'article'
      ? articles.map((a) => ({
          id: a.id,
          label: t(a.list === 'patient' ? 'shares.chart.patientList' : 'shares.chart.clinicList', {
            title: a.title,
          }),
        }))
      : notes.map((n) => ({
          id: n.id,
          label: t('shares.noteTitle', {
            date: formatInstant(n.sessionStartsAt, { locale, timeZone, style: 'date' }),
          }),
        }));
  return (
    <Stack as="form" gap="3" onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <Heading as="h3" size="sm" id={`${id}-heading`}>
        {t('shares.chart.shareHeading')}
      </Heading>
      <Field.Root>
        <Field.Label>{t('shares.chart.what')}</Field.Label>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe} maxW="sm">
          <NativeSelect.Field
            name="kind"
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as ShareKind);
              setPicked('');
            }}
          >
            {kinds.map((each) => (
              <option key={each} value={each}>
                {t(`shares.kind.${each}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {!notesAllowed && <Field.HelperText>{t('shares.chart.notesOff')}</Field.HelperText>}
      </Field.Root>
      {kind === 'handout' ? (
        <>
          <Field.Root invalid={shown === 'title'}>
            <Field.Label>{t('shares.chart.handoutTitle')}</Field.Label>
            <Input
              ref={titleRef}
              name="title"
              autoComplete="off"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
            {shown === 'title' && (
              <Field.ErrorText>
                {t('shares.chart.titleError', { max: SHARE_LIMITS.titleMax })}
              </Field.ErrorText>
            )}
          </Field.Root>
          <Field.Root invalid={shown === 'body'}>
            <Field.Label>{t('shares.chart.handoutBody')}</Field.Label>
            <Textarea
              ref={bodyRef}
              name="body"
              rows={6}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
            {shown === 'body' && (
              <Field.ErrorText>
                {t('shares.chart.bodyError', { max: SHARE_LIMITS.bodyMax })}
              </Field.ErrorText>
            )}
          </Field.Root>
        </>
      ) : (
        <Field.Root invalid={shown === 'pick'}>
          <Field.Label>
            {kind === 'article' ? t('shares.chart.pickArticle') : t('shares.chart.pickNote')}
          </Field.Label>
          {choices.length === 0 ? (
            <Text color="fg.muted">
              {kind === 'article' ? t('shares.chart.noArticles') : t('shares.chart.noNotes')}
            </Text>
          ) : (
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field
                ref={pickRef}
                name="picked"
                value={picked}
                onChange={(event) => setPicked(event.target.value)}
              >
                <option value="">{t('shares.chart.choose')}</option>
                {choices.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
          {shown === 'pick' && <Field.ErrorText>{t('shares.chart.pickError')}</Field.ErrorText>}
        </Field.Root>
      )}
      <Button type="submit" alignSelf="start" colorPalette="blue" loading={busy}>
        {t('shares.chart.share')}
      </Button>
    </Stack>
  );
}
