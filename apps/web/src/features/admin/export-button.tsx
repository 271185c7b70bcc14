import { ADMIN_MSG } from '@storefront/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { serverMessage } from '@/lib/api-client';
import { adminDownload } from './session';
import { ErrorText, quietButtonClass } from './ui';

/**
 * Downloads a console list as CSV with the filters it is shown with (the server keeps exports
 * to the owner). A refused export says why under the button: too many orders, say.
 */
export function ExportCsvButton({
  path,
  filters,
}: {
  path: string;
  filters: Record<string, string | undefined>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setFailure(null);
    setBusy(true);
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
    try {
      await adminDownload(`${path}${query.size ? `?${query}` : ''}`);
    } catch (error) {
      setFailure(serverMessage(error) ?? ADMIN_MSG.exportFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2 self-end">
      <button type="button" className={quietButtonClass} onClick={download} disabled={busy}>
        <Download aria-hidden size={16} /> {busy ? 'Exporting…' : 'Export CSV'}
      </button>
      {failure ? <ErrorText>{failure}</ErrorText> : null}
    </div>
  );
}
