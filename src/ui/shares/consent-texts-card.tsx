import {
  Alert,
  Badge,
  Box,
  Button,
  Field,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import {
  CONSENT_TEXT_LIMITS,
  SIGNABLE_CONSENT_KINDS,
  type ConsentText,
  type ConsentTextInput,
  type SignableConsentKind,
} from '../../../common/contracts/consent-texts.contract';
import type { SaveFailure } from '../../machines/clinic/save-form.machine';
import { SaveNotice } from '../clinic/save-failure-alert';
import { SettingsCard } from '../clinic/settings-card';
import { useCheckedSubmit } from '../forms/use-checked-submit';
import { useI18n, useT } from '../i18n/i18n-context';
import { formatInstant } from '../format/clinic-time';
import { AuthFormFrame } from '../session/auth-form-frame';
import { nativeSelectSlotRecipe } from '../theme/recipes';

/** One kind's earlier versions, read when the owner opens its history. */
export type ConsentTextHistory =
  | { kind: SignableConsentKind; status: 'loading' }
  | { kind: SignableConsentKind; status: 'failed' }
  | { kind: SignableConsentKind; status: 'ready'; versions: ConsentText[] };

export interface ConsentTextsCardProps {
  /** Each kind's current version (a kind without one has no text yet). */
  texts: ConsentText[];
  timeZone: string;
  /** Owners add versions; everyone else reads. */
  editable: boolean;
  onAdd: (input: ConsentTextInput) => void;
  pending?: boolean;
  failure?: SaveFailure | null;
  saved?: boolean;
  /** The history shown, if any; `onHistory(null)` closes it. */
  history: ConsentTextHistory | null;
  onHistory: (kind: SignableConsentKind | null) => void;
}

/**
 * The clinic's consent texts that patients sign online (issue 36): each kind's current version and,
 * on demand, its history; an owner adds a new version. A version never changes once saved, so a
 * signature always names the exact text signed; patients who signed an older one sign again.
 */
export function ConsentTextsCard(props: ConsentTextsCardProps) {
  const t = useT();
  return (
    <SettingsCard title={t('shares.texts.title')} intro={t('shares.texts.intro')}>
      <Stack gap="6">
        <Stack as="ul" gap="3" listStyleType="none">
          {SIGNABLE_CONSENT_KINDS.map((kind) => (
            <KindRow
              key={kind}
              kind={kind}
              text={props.texts.find((text) => text.kind === kind) ?? null}
              {...props}
            />
          ))}
        </Stack>
        {props.editable && <NewVersionForm {...props} />}
      </Stack>
    </SettingsCard>
  );
}

function KindRow({
  kind,
  text,
  timeZone,
  history,
  onHistory,
}: ConsentTextsCardProps & { kind: SignableConsentKind; text: ConsentText | null }) {
  const t = useT();
  const { locale } = useI18n();
  const historyId = useId();
  const open = history?.kind === kind ? history : null;
  const date = (at: string) => formatInstant(at, { locale, timeZone, style: 'date' });
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="1">
        <Text fontWeight="semibold">{t(`shares.kinds.${kind}`)}</Text>
        {text ? (
          <Text>
            {t('shares.texts.current', {
              title: text.title,
              version: text.version,
              date: date(text.createdAt),
              name: text.createdBy.name,
            })}
          </Text>
        ) : (
          <Text color="fg.muted">{t('shares.texts.none')}</Text>
        )}
        {text && text.version > 1 && (
          <Button
            alignSelf="start"
            size="xs"
            variant="outline"
            aria-expanded={open !== null}
            aria-controls={historyId}
            onClick={() => onHistory(open ? null : kind)}
          >
            {open ? t('shares.texts.hideHistory') : t('shares.texts.showHistory')}
          </Button>
        )}
      </Stack>
      {open && (
        <Box id={historyId} mt="2">
          {open.status === 'loading' && (
            <Text role="status">{t('shares.texts.historyLoading')}</Text>
          )}
          {open.status === 'failed' && (
            <Text role="alert" color="fg.error">
              {t('shares.texts.historyFailed')}
            </Text>
          )}
          {open.status === 'ready' && (
            <Stack as="ol" gap="3" listStyleType="none">
              {open.versions.map((version) => (
                <Box as="li" key={version.id}>
                  <Text fontWeight="medium">
                    {t('shares.texts.version', {
                      version: version.version,
                      date: date(version.createdAt),
                      name: version.createdBy.name,
                    })}{' '}
                    {version.id === text?.id && (
                      <Badge colorPalette="green">{t('shares.texts.inUse')}</Badge>
                    )}
                  </Text>
                  <Text fontStyle="italic">{version.title}</Text>
                  <Text whiteSpace="pre-wrap" color="fg.muted" textStyle="sm">
                    {version.body}
                  </Text>
                </Box>
              ))}
            </Stack>
          )}
        </Box>
      )}
    </Box>
  );
}

type Problem = 'title' | 'body';

function check(values: { title: string; body: string }): Problem | undefined {
  const title = values.title.trim();
  if (title.length === 0 || title.length > CONSENT_TEXT_LIMITS.titleMax) return 'title';
  const body = values.body.trim();
  if (body.length === 0 || body.length > CONSENT_TEXT_LIMITS.bodyMax) return 'body';
  return undefined;
}

/** A new version of one kind; what was typed stays on a refusal or a failed save. */
function NewVersionForm({ texts, onAdd, pending = false, failure, saved }: ConsentTextsCardProps) {
  const t = useT();
  const id = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const [kind, setKind] = useState<SignableConsentKind>('treatment');
  const current = texts.find((text) => text.kind === kind);
  const [values, setValues] = useState({ title: '', body: '' });
  const { shown, submit } = useCheckedSubmit(check(values), {
    pending,
    save: () => onAdd({ kind, title: values.title.trim(), body: values.body.trim() }),
    refuse: () => (check(values) === 'title' ? titleRef : bodyRef).current?.focus(),
  });
  const startFromCurrent = () => current && setValues({ title: current.title, body: current.body });
  return (
    <AuthFormFrame
      onSubmit={submit}
      submitLabel={t('shares.texts.add')}
      pendingLabel={t('shares.texts.adding')}
      pending={pending}
      notice={<SaveNotice failure={failure} saved={saved} savedTitle={t('shares.texts.added')} />}
      compactSubmit
    >
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Description>{t('shares.texts.neverChanges')}</Alert.Description>
      </Alert.Root>
      <Field.Root>
        <Field.Label>{t('shares.texts.kind')}</Field.Label>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe} maxW="sm">
          <NativeSelect.Field
            name="kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as SignableConsentKind)}
          >
            {SIGNABLE_CONSENT_KINDS.map((each) => (
              <option key={each} value={each}>
                {t(`shares.kinds.${each}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {current && (
        <Button alignSelf="start" size="sm" variant="outline" onClick={startFromCurrent}>
          {t('shares.texts.startFromCurrent', { version: current.version })}
        </Button>
      )}
      <Field.Root invalid={shown === 'title'} ids={{ errorText: `${id}-title-error` }}>
        <Field.Label>{t('shares.texts.textTitle')}</Field.Label>
        <Input
          ref={titleRef}
          name="title"
          autoComplete="off"
          value={values.title}
          onChange={(event) => setValues((now) => ({ ...now, title: event.target.value }))}
        />
        {shown === 'title' && (
          <Field.ErrorText>
            {t('shares.texts.titleError', { max: CONSENT_TEXT_LIMITS.titleMax })}
          </Field.ErrorText>
        )}
      </Field.Root>
      <Field.Root invalid={shown === 'body'} ids={{ errorText: `${id}-body-error` }}>
        <Field.Label>{t('shares.texts.body')}</Field.Label>
        <Textarea
          ref={bodyRef}
          name="body"
          rows={8}
          value={values.body}
          onChange={(event) => setValues((now) => ({ ...now, body: event.target.value }))}
        />
        {shown === 'body' && (
          <Field.ErrorText>
            {t('shares.texts.bodyError', { max: CONSENT_TEXT_LIMITS.bodyMax })}
          </Field.ErrorText>
        )}
      </Field.Root>
    </AuthFormFrame>
  );
}
