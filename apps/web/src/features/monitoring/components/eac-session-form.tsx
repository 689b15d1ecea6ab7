import { monitoringMessages } from '@clinic/contract';
import { EacSessionForm as SessionForm } from '../../../components/eac-session-form';
import { notifySuccess } from '../../../lib/notify';
import { useRecordEacSession } from '../api/clinical';
import { monitoringPageMessages as m } from '../messages';

/** Records one enhanced adherence counselling session of the patient; the summary then counts it. */
export function EacSessionForm({ patientId }: { patientId: number }) {
  return (
    <SessionForm
      patientId={patientId}
      record={useRecordEacSession()}
      texts={m.eacForm}
      onRecorded={() => notifySuccess(monitoringMessages.eacRecorded)}
    />
  );
}
