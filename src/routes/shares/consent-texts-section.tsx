import '../../i18n/english/shares';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SignableConsentKind } from '../../../common/contracts/consent-texts.contract';
import { CONSENT_TEXT_QUERY_KEYS, consentTextsApi } from '../../api/shares/consent-texts.api';
import { ConsentTextsCard, type ConsentTextHistory } from '../../ui/shares/consent-texts-card';
import { ShareNotesSettingCard } from '../../ui/shares/share-notes-setting-card';
import { useClinicSettingsForm } from '../clinic/clinic-settings-form';
import { useClinicProfile } from '../clinic/clinic-queries';
import { useSaveForm } from '../clinic/use-save-form';

/**
 * The clinic's consent texts signed online (issue 36): every member reads them, owners add
 * versions. Until they are read the section waits quietly (the profile section says when the
 * clinic cannot be read).
 */
export function ConsentTextsSection({ canManage }: { canManage: boolean }) {
  const queries = useQueryClient();
  const profile = useClinicProfile();
  const [historyKind, setHistoryKind] = useState<SignableConsentKind | null>(null);
  const texts = useQuery({
    queryKey: CONSENT_TEXT_QUERY_KEYS.current,
    queryFn: consentTextsApi.current,
  });
  const versions = useQuery({
    queryKey: CONSENT_TEXT_QUERY_KEYS.versions(historyKind ?? 'treatment'),
    queryFn: () => consentTextsApi.versions(historyKind!),
    enabled: historyKind !== null,
  });
  const save = useSaveForm(consentTextsApi.add, () =>
    queries.invalidateQueries({ queryKey: CONSENT_TEXT_QUERY_KEYS.all }),
  );
  if (!texts.data) return null;
  const history: ConsentTextHistory | null =
    historyKind === null
      ? null
      : versions.data
        ? { kind: historyKind, status: 'ready', versions: versions.data }
        : versions.isError
          ? { kind: historyKind, status: 'failed' }
          : { kind: historyKind, status: 'loading' };
  return (
    <ConsentTextsCard
      texts={texts.data}
      timeZone={profile.data?.timeZone ?? 'UTC'}
      editable={canManage}
      onAdd={save.run}
      pending={save.pending}
      failure={save.failure}
      saved={save.saved}
      history={history}
      onHistory={setHistoryKind}
    />
  );
}

/** Whether clinicians may share a signed note with its patient: owners switch it. */
export function ShareNotesSettingSection({ canManage }: { canManage: boolean }) {
  const form = useClinicSettingsForm();
  if (!form) return null;
  const { key, ...props } = form;
  return <ShareNotesSettingCard key={key} {...props} editable={canManage} />;
}
