import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Field,
  Heading,
  Input,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import {
  CONSENT_TEXT_LIMITS,
  type PatientConsent,
  type SignableConsentKind,
} from '../../../common/contracts/consent-texts.contract';
import { useCheckedSubmit } from '../forms/use-checked-submit';
import { formatInstant } from '../format/clinic-time';
import { useI18n, useT } from '../i18n/i18n-context';
import type { PortalLoad } from './portal-load-state';
import { PortalLoadNotice } from './portal-load-notice';

/** What came of the last signature, by consent kind (a changed text comes back as a new version). */
export type SigningOutcome =
  | { kind: SignableConsentKind; result: 'pending' }
  | { kind: SignableConsentKind; result: 'signed' }
  | { kind: SignableConsentKind; result: 'changed' }
  | { kind: SignableConsentKind; result: 'failed' };

export interface ConsentSigningProps {
  consents: PortalLoad<PatientConsent[]>;
  onRetry: () => void;
  timeZone: string;
  outcome: SigningOutcome | null;
  onSign: (consent: PatientConsent, signedName: string) => void;
}

/**
 * The patient's consents (issue 36), phone first: each text to sign in full, signed with their
 * typed name (the server stores the name, the time, the version and the text's hash); a text
 * changed since it was shown is refused and the new one is shown to read and sign again.
 */
export function ConsentSigning(props: ConsentSigningProps) {
  const t = useT();
  const { consents } = props;
  return (
    <Stack gap="6" maxW="2xl" w="full" mx="auto">
      <Heading as="h1" size="2xl">
        {t('shares.portal.consentsTitle')}
      </Heading>
      {consents.status !== 'ready' ? (
        <PortalLoadNotice load={consents} onRetry={props.onRetry} />
      ) : consents.data.length === 0 ? (
        <Text color="fg.muted">{t('shares.portal.noConsents')}</Text>
      ) : (
        consents.data.map((consent) =>
          consent.state === 'to-sign' ? (
            <ToSign key={consent.text.id} consent={consent} {...props} />
          ) : (
            <Signed key={consent.text.id} consent={consent} {...props} />
          ),
        )
      )}
    </Stack>
  );
}

function ToSign({ consent, outcome, onSign }: ConsentSigningProps & { consent: PatientConsent }) {
  const t = useT();
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const mine = outcome?.kind === consent.text.kind ? outcome : null;
  const pending = mine?.result === 'pending';
  const trimmed = name.trim();
  const problem =
    trimmed.length === 0
      ? 'empty'
      : trimmed.length > CONSENT_TEXT_LIMITS.nameMax
        ? 'long'
        : undefined;
  const { shown, submit } = useCheckedSubmit(problem, {
    pending,
    save: () => onSign(consent, trimmed),
    refuse: () => nameRef.current?.focus(),
  });
  const { text } = consent;
  return (
    <Card.Root as="article" aria-labelledby={`${id}-title`}>
      <Card.Header gap="1">
        <Heading as="h2" size="lg" id={`${id}-title`}>
          {text.title}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {t('shares.portal.versionOf', {
            version: text.version,
            kind: t(`shares.kinds.${text.kind}`),
          })}
        </Text>
      </Card.Header>
      <Card.Body gap="4">
        {mine?.result === 'changed' && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Description>{t('shares.portal.changed')}</Alert.Description>
          </Alert.Root>
        )}
        {mine?.result === 'failed' && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{t('shares.portal.signFailed')}</Alert.Description>
          </Alert.Root>
        )}
        <Box
          as="section"
          tabIndex={0}
          aria-label={t('shares.portal.textOf', { title: text.title })}
          maxH="60vh"
          overflowY="auto"
          borderWidth="1px"
          borderRadius="md"
          p="3"
        >
          <Text whiteSpace="pre-wrap">{text.body}</Text>
        </Box>
        <Stack as="form" gap="3" onSubmit={submit}>
          <Field.Root invalid={shown !== undefined} ids={{ errorText: `${id}-error` }}>
            <Field.Label>{t('shares.portal.typedName')}</Field.Label>
            <Input
              ref={nameRef}
              name="signedName"
              autoComplete="name"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <Field.HelperText>{t('shares.portal.typedNameHelp')}</Field.HelperText>
            {shown && (
              <Field.ErrorText>
                {shown === 'empty'
                  ? t('shares.portal.nameEmpty')
                  : t('shares.portal.nameLong', { max: CONSENT_TEXT_LIMITS.nameMax })}
              </Field.ErrorText>
            )}
          </Field.Root>
          <Button
            type="submit"
            colorPalette="blue"
            alignSelf={{ base: 'stretch', sm: 'start' }}
            loading={pending}
            loadingText={t('shares.portal.signing')}
          >
            {t('shares.portal.sign')}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Signed({ consent, outcome, timeZone }: ConsentSigningProps & { consent: PatientConsent }) {
  const t = useT();
  const { locale } = useI18n();
  const id = useId();
  const signed = consent.signed;
  const justSigned = outcome?.kind === consent.text.kind && outcome.result === 'signed';
  const at = signed ? formatInstant(signed.at, { locale, timeZone, style: 'dateTime' }) : '';
  return (
    <Card.Root as="article" aria-labelledby={`${id}-title`} size="sm">
      <Card.Body gap="2">
        <Heading as="h2" size="md" id={`${id}-title`}>
          {consent.text.title}
        </Heading>
        <Badge alignSelf="start" colorPalette="green">
          {t('shares.portal.signedBadge')}
        </Badge>
        <Text role={justSigned ? 'status' : undefined}>
          {signed?.name
            ? t('shares.portal.signedAs', { at, name: signed.name })
            : t('shares.portal.signedAt', { at })}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
