import { useMutation } from '@tanstack/react-query';
import { portalRecordsApi } from '../../api/portal/portal-records.api';
import { saveFile } from '../../platform/files/save-file';
import { RecordDownload, type RecordDownloadState } from '../../ui/portal/record-download';

const FALLBACK_NAME = 'my-record.zip';

/** `/portal/record` (issue 36): the patient downloads their own record (the server's ZIP). */
export default function PortalRecordPage() {
  const download = useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await portalRecordsApi.download();
      const name = fileName ?? FALLBACK_NAME;
      saveFile(blob, name);
      return name;
    },
  });
  const state: RecordDownloadState = download.isPending
    ? { status: 'preparing' }
    : download.isError
      ? { status: 'failed' }
      : download.data
        ? { status: 'done', fileName: download.data }
        : { status: 'idle' };
  return <RecordDownload state={state} onDownload={() => download.mutate()} />;
}
