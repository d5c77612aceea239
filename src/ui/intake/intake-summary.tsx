import { Alert, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { MSE_DOMAIN_NAMES, type Intake } from '../../../common/contracts/intake.contract';
import {
  INSTRUMENT_IDS,
  needsSafetyAlert,
  scoreInstrument,
} from '../../../common/scoring/instruments';
import { useI18n } from '../i18n/i18n-context';
import { HISTORY_FIELDS } from '../../../common/contracts/intake-gaps';
import { signerName } from '../drafts/signer-name';
import { mseChoicesText } from './mse-labels';
import { BandBadge } from './score-line';
import { SummaryLine, SummaryPart } from './summary-parts';

export interface IntakeSummaryProps {
  intake: Intake;
  /** The clinic's time zone, for the signature's time; the browser's when unknown. */
  timeZone?: string;
}

/** A signed (or withdrawn) intake, read-only: signature, scores, then every section's answers. */
export function IntakeSummary({ intake, timeZone }: IntakeSummaryProps) {
  const { t, locale } = useI18n();
  const { content, signature } = intake;
  const empty = t('intake.summary.notRecorded');
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
      new Date(iso),
    );
  const yesNo = (on: boolean) => t(on ? 'intake.summary.yes' : 'intake.summary.no');
  const risk = content.risk;
  return (
    <Stack gap="6" as="article" aria-labelledby="intake-summary-title">
      <Heading as="h2" size="lg" id="intake-summary-title">
        {t(intake.status === 'signed' ? 'intake.summary.title' : 'intake.summary.withdrawnTitle')}
      </Heading>
      {intake.enteredInError && (
        <Alert.Root status="error" borderWidth="1px" borderColor="border.error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('intake.summary.enteredInErrorTitle')}</Alert.Title>
            <Alert.Description whiteSpace="pre-wrap" wordBreak="break-word">
              {t('intake.summary.enteredInError', {
                reason: intake.enteredInError.reason,
                name: intake.enteredInError.byName,
                date: when(intake.enteredInError.at),
              })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {signature && (
        <Stack gap="1" borderWidth="1px" borderRadius="md" p="3">
          <Text fontWeight="semibold">
            {t('intake.summary.signedBy', {
              name: signerName(
                t,
                signature.signerName,
                signature.signerCredentials,
                signature.signerLicenceNumber,
              ),
              date: when(signature.signedAt),
            })}
          </Text>
          <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
            {t('intake.summary.hash', { hash: signature.sha256 })}
          </Text>
        </Stack>
      )}
      <SummaryPart title={t('intake.summary.scores')}>
        {INSTRUMENT_IDS.map((instrument) => {
          const score = scoreInstrument(instrument, content[instrument]);
          return (
            <HStack key={instrument} gap="3">
              <Text fontWeight="medium">{t(`intake.sections.${instrument}`)}</Text>
              {score.complete ? (
                <>
                  <Text>{t('intake.questionnaire.totalShort', { total: score.total })}</Text>
                  <BandBadge band={score.band} />
                </>
              ) : (
                <Text color="fg.muted">{t('intake.summary.notScored')}</Text>
              )}
            </HStack>
          );
        })}
        {needsSafetyAlert(content.phq9) && (
          <Text fontWeight="semibold" color="red.700" _dark={{ color: 'red.300' }}>
            {t('intake.summary.safety')}
          </Text>
        )}
      </SummaryPart>
      <SummaryPart title={t('intake.sections.referral')}>
        <SummaryLine
          label={t('intake.referral.reason')}
          value={content.referral.reason}
          empty={empty}
        />
        <SummaryLine
          label={t('intake.referral.presentingProblem')}
          value={content.referral.presentingProblem}
          empty={empty}
        />
      </SummaryPart>
      <SummaryPart title={t('intake.sections.history')}>
        {HISTORY_FIELDS.map((field) => (
          <SummaryLine
            key={field}
            label={t(`intake.history.${field}`)}
            value={content.history[field]}
            empty={empty}
          />
        ))}
      </SummaryPart>
      <SummaryPart title={t('intake.sections.mse')}>
        {MSE_DOMAIN_NAMES.map((domain) => (
          <SummaryLine
            key={domain}
            label={t(`intake.mse.domain.${domain}`)}
            value={mseChoicesText(t, locale, domain, content.mse[domain])}
            empty={empty}
          />
        ))}
        <SummaryLine label={t('intake.mse.notes')} value={content.mse.notes} empty={empty} />
      </SummaryPart>
      <SummaryPart title={t('intake.sections.risk')}>
        <SummaryLine
          label={t('intake.risk.suicidalIdeation')}
          value={risk.suicidalIdeation ? t(`intake.risk.ideation.${risk.suicidalIdeation}`) : ''}
          empty={empty}
        />
        <SummaryLine
          label={t('intake.risk.homicidalIdeation')}
          value={risk.homicidalIdeation ? t(`intake.risk.ideation.${risk.homicidalIdeation}`) : ''}
          empty={empty}
        />
        <Text>
          {t('intake.risk.plan')}: {yesNo(risk.plan)} · {t('intake.risk.intent')}:{' '}
          {yesNo(risk.intent)} · {t('intake.risk.means')}: {yesNo(risk.means)}
        </Text>
        <SummaryLine label={t('intake.risk.history')} value={risk.history} empty={empty} />
        <SummaryLine
          label={t('intake.risk.protectiveFactors')}
          value={risk.protectiveFactors}
          empty={empty}
        />
        <SummaryLine
          label={t('intake.risk.level')}
          value={risk.level ? t(`intake.risk.levels.${risk.level}`) : ''}
          empty={empty}
        />
        <SummaryLine label={t('intake.risk.rationale')} value={risk.rationale} empty={empty} />
      </SummaryPart>
      <SummaryPart title={t('intake.sections.diagnoses')}>
        <SummaryList
          items={content.diagnoses.map((d) => `${d.code} ${d.text}`)}
          empty={t('intake.diagnoses.none')}
        />
      </SummaryPart>
      <SummaryPart title={t('intake.sections.goals')}>
        <SummaryList items={content.goals} empty={t('intake.goals.none')} />
      </SummaryPart>
      <SummaryPart title={t('intake.sections.consents')}>
        <SummaryList
          items={content.consents.map((kind) => t(`intake.consents.kinds.${kind}`))}
          empty={t('intake.consents.none')}
        />
      </SummaryPart>
    </Stack>
  );
}

function SummaryList({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <List.Root ps="5">
      {items.map((item, index) => (
        <List.Item key={`${index}-${item}`}>{item}</List.Item>
      ))}
    </List.Root>
  );
}
