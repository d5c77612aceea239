import {
  Alert,
  Button,
  Card,
  Checkbox,
  Code,
  Field,
  Heading,
  HStack,
  Input,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import type {
  SmartApp,
  SmartAppCreated,
  SmartAppRegistration,
} from '../../../common/contracts/smart.contract';
import { useT } from '../i18n/i18n-context';
import { codeRecipe } from '../theme/recipes';
import {
  checkSmartApp,
  EMPTY_SMART_APP,
  type SmartAppError,
  type SmartAppValues,
} from './smart-app-validation';

/** What the card knows of the clinic's apps. */
export type SmartAppsView =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; apps: readonly SmartApp[] };

export interface SmartAppsCardProps {
  view: SmartAppsView;
  /** The app just registered, with a confidential app's secret: shown this once. */
  created: SmartAppCreated | null;
  onRegister: (registration: SmartAppRegistration) => void;
  onRevoke: (clientId: string) => void;
  onRetry: () => void;
  pending?: boolean;
  /** A registration or revocation the server refused: its words. */
  actionFailed?: string | null;
}

/**
 * The clinic's SMART apps (issue 34, owner only): each app's client id, kind, return addresses
 * and scopes; registering one (a confidential app's secret shown once) and revoking one, which
 * asks first (its tokens stop at once).
 */
export function SmartAppsCard(props: SmartAppsCardProps) {
  const t = useT();
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<SmartApp | null>(null);
  const { view, pending = false } = props;

  const list = () => {
    if (view.kind === 'loading')
      return <Text color="fg.muted">{t('clinic.smart.apps.loading')}</Text>;
    if (view.kind === 'failed') {
      return (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('clinic.smart.apps.loadFailed')}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={props.onRetry}>
            {t('clinic.smart.apps.retry')}
          </Button>
        </Alert.Root>
      );
    }
    if (view.apps.length === 0) return <Text>{t('clinic.smart.apps.none')}</Text>;
    return (
      <Stack as="ul" gap="3" listStyleType="none">
        {view.apps.map((app) => (
          <Stack as="li" key={app.clientId} gap="1" borderWidth="1px" borderRadius="md" p="3">
            <Text fontWeight="semibold">{app.name}</Text>
            <Text textStyle="sm">
              {t('clinic.smart.apps.clientId')}:{' '}
              <Code recipe={codeRecipe} dir="ltr">
                {app.clientId}
              </Code>{' '}
              ·{' '}
              {t(
                app.confidential
                  ? 'clinic.smart.apps.confidentialApp'
                  : 'clinic.smart.apps.publicApp',
              )}
            </Text>
            <Text textStyle="sm" dir="ltr" wordBreak="break-all">
              {t('clinic.smart.apps.redirects')}: {app.redirectUris.join(', ')}
            </Text>
            <Text textStyle="sm" dir="ltr">
              {t('clinic.smart.apps.scopes')}: {app.scopes.join(' ')}
            </Text>
            {confirming?.clientId === app.clientId ? (
              <HStack role="group" aria-label={t('clinic.smart.apps.revoke')}>
                <Text textStyle="sm">
                  {t('clinic.smart.apps.confirmRevoke', { name: app.name })}
                </Text>
                <Button
                  size="sm"
                  colorPalette="red"
                  loading={pending}
                  loadingText={t('clinic.smart.apps.revoke')}
                  onClick={() => {
                    props.onRevoke(app.clientId);
                    setConfirming(null);
                  }}
                >
                  {t('clinic.smart.apps.revoke')}
                </Button>
                <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
                  {t('clinic.smart.apps.cancel')}
                </Button>
              </HStack>
            ) : (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                alignSelf="start"
                onClick={() => setConfirming(app)}
                aria-label={`${t('clinic.smart.apps.revoke')} ${app.name}`}
              >
                {t('clinic.smart.apps.revoke')}
              </Button>
            )}
          </Stack>
        ))}
      </Stack>
    );
  };

  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" size="lg" id={headingId}>
          {t('clinic.smart.apps.title')}
        </Heading>
        <Text color="fg.muted">{t('clinic.smart.apps.intro')}</Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {props.actionFailed && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>
                {t('clinic.smart.apps.actionFailed', { detail: props.actionFailed })}
              </Alert.Title>
            </Alert.Root>
          )}
          {props.created && (
            <Alert.Root status="success">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  {t('clinic.smart.apps.created', { name: props.created.app.name })}
                </Alert.Title>
                {props.created.clientSecret && (
                  <Alert.Description>
                    {t('clinic.smart.apps.secret')}:{' '}
                    <Code recipe={codeRecipe} dir="ltr" wordBreak="break-all">
                      {props.created.clientSecret}
                    </Code>
                  </Alert.Description>
                )}
              </Alert.Content>
            </Alert.Root>
          )}
          {list()}
          {adding ? (
            <SmartAppForm
              pending={pending}
              onCancel={() => setAdding(false)}
              onSubmit={(registration) => {
                props.onRegister(registration);
                setAdding(false);
              }}
            />
          ) : (
            <Button alignSelf="start" onClick={() => setAdding(true)}>
              {t('clinic.smart.apps.register')}
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function SmartAppForm(props: {
  pending: boolean;
  onSubmit: (registration: SmartAppRegistration) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [values, setValues] = useState<SmartAppValues>(EMPTY_SMART_APP);
  const [error, setError] = useState<SmartAppError | null>(null);
  const change = (patch: Partial<SmartAppValues>) => setValues((v) => ({ ...v, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSmartApp(values);
    if ('error' in checked) setError(checked.error);
    else props.onSubmit(checked.registration);
  };
  return (
    <Stack as="form" gap="3" onSubmit={submit}>
      <Field.Root invalid={error === 'nameRequired'}>
        <Field.Label>{t('clinic.smart.apps.name')}</Field.Label>
        <Input value={values.name} onChange={(e) => change({ name: e.target.value })} />
        {error === 'nameRequired' && (
          <Field.ErrorText>{t('clinic.smart.apps.nameRequired')}</Field.ErrorText>
        )}
      </Field.Root>
      <Field.Root invalid={error === 'redirectInvalid'}>
        <Field.Label>{t('clinic.smart.apps.redirectUris')}</Field.Label>
        <Textarea
          dir="ltr"
          rows={2}
          value={values.redirectUris}
          onChange={(e) => change({ redirectUris: e.target.value })}
        />
        {error === 'redirectInvalid' && (
          <Field.ErrorText>{t('clinic.smart.apps.redirectInvalid')}</Field.ErrorText>
        )}
      </Field.Root>
      <Checkbox.Root
        checked={values.confidential}
        onCheckedChange={({ checked }) => change({ confidential: checked === true })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('clinic.smart.apps.confidential')}</Checkbox.Label>
      </Checkbox.Root>
      <Stack as="fieldset" gap="2">
        <Text as="legend" fontWeight="semibold">
          {t('clinic.smart.apps.scopeChoice')}
        </Text>
        <Checkbox.Root
          checked={values.patientAccess}
          onCheckedChange={({ checked }) => change({ patientAccess: checked === true })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('clinic.smart.apps.scopePatient')}</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root
          checked={values.userAccess}
          onCheckedChange={({ checked }) => change({ userAccess: checked === true })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('clinic.smart.apps.scopeUser')}</Checkbox.Label>
        </Checkbox.Root>
        {error === 'scopeRequired' && (
          <Text role="alert" textStyle="sm" color="fg.error">
            {t('clinic.smart.apps.scopeRequired')}
          </Text>
        )}
      </Stack>
      <HStack>
        <Button type="submit" loading={props.pending} loadingText={t('clinic.smart.apps.save')}>
          {t('clinic.smart.apps.save')}
        </Button>
        <Button variant="outline" onClick={props.onCancel}>
          {t('clinic.smart.apps.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}
