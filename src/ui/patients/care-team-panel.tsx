import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useT } from '../i18n/i18n-context';
import { useOnChange } from '../session/use-on-change';
import { FormFailure } from '../session/form-alerts';
import { ChartSection } from './chart-section';
import { ChecklistEditor } from './checklist-editor';

export interface TeamMember {
  id: string;
  name: string;
  primary: boolean;
}

export interface CareTeamPanelProps {
  team: TeamMember[];
  /** The clinic's active clinicians to choose from; null while unknown. Absent: no editing. */
  clinicians?: { id: string; name: string }[] | null;
  /** The clinic's members could not be read. */
  membersFailed?: boolean;
  pending?: boolean;
  /** The server's reason when it refused the last save. */
  failure?: string | null;
  /** Increases with each save that went through: the editor closes. */
  savedCount?: number;
  onSave?: (memberIds: string[]) => void;
}

/** Who is on the patient's care team (their caseload), the primary clinician first. */
export function CareTeamPanel(props: CareTeamPanelProps) {
  const { team, clinicians, onSave } = props;
  const t = useT();
  const [editing, setEditing] = useState(false);
  useOnChange(props.savedCount ?? 0, () => setEditing(false));
  const canEdit = onSave !== undefined && clinicians !== undefined;
  const ordered = [...team].sort((a, b) => Number(b.primary) - Number(a.primary));

  return (
    <ChartSection
      title={t('patientChart.careTeam.title')}
      action={
        canEdit && !editing ? (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            {t('patientChart.careTeam.edit')}
          </Button>
        ) : undefined
      }
    >
      <Stack gap="3">
        {ordered.length === 0 ? (
          <Text>{t('patientChart.careTeam.empty')}</Text>
        ) : (
          <Stack as="ul" gap="1" listStyleType="none">
            {ordered.map((member) => (
              <HStack as="li" key={member.id} gap="2">
                <Text overflowWrap="anywhere">{member.name}</Text>
                {member.primary && (
                  <Badge colorPalette="blue">{t('patientChart.careTeam.primary')}</Badge>
                )}
              </HStack>
            ))}
          </Stack>
        )}
        {editing && props.membersFailed && (
          <FormFailure title={t('patientChart.careTeam.membersFailed')} />
        )}
        {editing && clinicians && onSave && (
          <ChecklistEditor
            legend={t('patientChart.careTeam.choose')}
            options={clinicians.map((clinician) => {
              const primary = team.find((m) => m.id === clinician.id)?.primary ?? false;
              return {
                value: clinician.id,
                label: primary
                  ? `${clinician.name} (${t('patientChart.careTeam.primaryStays')})`
                  : clinician.name,
                locked: primary,
              };
            })}
            initial={team.map((member) => member.id)}
            saveLabel={t('patientChart.careTeam.save')}
            pendingLabel={t('patientChart.careTeam.pending')}
            cancelLabel={t('patientChart.careTeam.cancel')}
            pending={props.pending}
            failure={
              props.failure != null
                ? t('patientChart.careTeam.saveFailed', { detail: props.failure })
                : null
            }
            onSave={onSave}
            onCancel={() => setEditing(false)}
          />
        )}
      </Stack>
    </ChartSection>
  );
}
