import {
  MSG,
  PRODUCT_CSV_MAX_MB,
  PRODUCT_CSV_MSG,
  type ProductCsvImportResponse,
  productCsvImportResponseSchema,
} from '@storefront/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileUp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { checkAnswer } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { adminDownload, adminUpload } from '../session';
import { buttonClass, ErrorText, Panel, quietButtonClass } from '../ui';

type Phase = { step: 'uploading'; fraction: number } | { step: 'working'; seconds: number };

/** Sends the file: a dry run checks it, a real run writes it. The answer is read whatever its status. */
async function sendFile(file: File, dryRun: boolean, onPhase: (phase: Phase) => void) {
  const started = Date.now();
  let timer: ReturnType<typeof setInterval> | undefined;
  try {
    const answer = await adminUpload(
      `/admin/products/import?dryRun=${dryRun}`,
      new Blob([file], { type: 'text/csv' }),
      (fraction) => {
        onPhase({ step: 'uploading', fraction });
        // once the file is up, the server is reading it: count the seconds so a long file shows life
        if (fraction >= 1 && !timer)
          timer = setInterval(
            () => onPhase({ step: 'working', seconds: Math.round((Date.now() - started) / 1000) }),
            500,
          );
      },
    );
    const body = answer.body as { errors?: unknown; msg?: unknown } | null;
    if (!body || !Array.isArray(body.errors))
      throw new Error(typeof body?.msg === 'string' ? body.msg : MSG.somethingWentWrong);
    return checkAnswer('/admin/products/import', body, import.meta.env.DEV && productCsvImportResponseSchema);
  } finally {
    clearInterval(timer);
  }
}

function Progress({ phase, dryRun }: { phase: Phase; dryRun: boolean }) {
  if (phase.step === 'uploading')
    return (
      <p role="status" className="text-sm text-plum-800">
        Sending the file… {Math.round(phase.fraction * 100)}%{' '}
        <progress className="align-middle" max={1} value={phase.fraction} />
      </p>
    );
  return (
    <p role="status" className="text-sm text-plum-800">
      {dryRun ? 'Checking every row' : 'Importing every row'}… {phase.seconds} s{' '}
      <progress className="align-middle" />
    </p>
  );
}

/** The variations an import deletes (or would), by product, with the stock that goes with them. */
function DeletedVariations({ result }: { result: ProductCsvImportResponse }) {
  const deleted = result.deletedVariations;
  if (deleted.length === 0) return null;
  const units = deleted.reduce((sum, variation) => sum + variation.stock, 0);
  return (
    <div
      role={result.dryRun ? 'alert' : 'status'}
      className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p className="font-medium">
        {result.dryRun
          ? PRODUCT_CSV_MSG.willDelete(deleted.length, units)
          : PRODUCT_CSV_MSG.deleted(deleted.length, units)}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {deleted.map((variation) => (
          <li key={variation.sku} className="break-all">
            {variation.productSku}: {variation.sku} ({variation.stock} in stock)
          </li>
        ))}
      </ul>
    </div>
  );
}

function Result({ result }: { result: ProductCsvImportResponse }) {
  if (result.errors.length === 0)
    return (
      <div className="space-y-2">
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          {result.dryRun
            ? `${PRODUCT_CSV_MSG.checked(result.rows)}. Importing would create ${result.created} and update ${result.updated} products.`
            : `${result.message}. `}
          {result.dryRun ? null : <Link to="/admin/products">See the products</Link>}
        </p>
        <DeletedVariations result={result} />
      </div>
    );
  return (
    <div className="space-y-2">
      <ErrorText>
        {result.message} ({result.errors.length} {result.errors.length === 1 ? 'error' : 'errors'})
      </ErrorText>
      <div className="max-h-96 overflow-auto rounded-lg border border-ivory-300">
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-ivory-100 text-xs text-plum-700">
            <tr>
              <th className="px-3 py-2">Row</th>
              <th className="px-3 py-2">Column</th>
              <th className="px-3 py-2">Problem</th>
            </tr>
          </thead>
          <tbody>
            {result.errors.map((error) => (
              <tr key={`${error.row}-${error.column}-${error.message}`} className="border-t border-ivory-200">
                <td className="px-3 py-1.5 tabular-nums">{error.row}</td>
                <td className="px-3 py-1.5 font-mono text-xs">{error.column || '—'}</td>
                <td className="px-3 py-1.5">{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * /admin/products/import: export the catalogue, edit it in a spreadsheet, check the file (a
 * dry run lists every row's problem and writes nothing), then import it, all or nothing.
 */
export function AdminProductImportPage(_: { id: string }) {
  usePageTitle('Import products · Console');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase | null>(null);
  const [running, setRunning] = useState<'check' | 'import' | null>(null);
  const [result, setResult] = useState<ProductCsvImportResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [checkedFile, setCheckedFile] = useState<File | null>(null);

  const tooLarge = file !== null && file.size > PRODUCT_CSV_MAX_MB * 1024 * 1024;
  const run = async (dryRun: boolean) => {
    if (!file || tooLarge) return;
    setRunning(dryRun ? 'check' : 'import');
    setFailure(null);
    setResult(null);
    try {
      const answer = await sendFile(file, dryRun, setPhase);
      setResult(answer);
      setCheckedFile(dryRun && answer.errors.length === 0 ? file : null);
      if (!dryRun && answer.errors.length === 0) await queryClient.invalidateQueries({ queryKey: ['admin'] });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : MSG.somethingWentWrong);
    } finally {
      setRunning(null);
      setPhase(null);
    }
  };

  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="font-serif text-3xl text-plum-900">Import products</h1>
      <Panel title="1. Export the catalogue">
        <p className="mb-3 text-sm text-plum-800">
          One row per product and one per variation. Edit it in a spreadsheet, add rows for new products
          (matched by SKU), and save it as CSV.
        </p>
        <button
          type="button"
          className={quietButtonClass}
          onClick={() => void adminDownload('/admin/products/export')}
        >
          <Download aria-hidden size={14} /> Export products (CSV)
        </button>
      </Panel>
      <Panel title="2. Check and import the file">
        <div className="space-y-3">
          <label className="block text-sm">
            <span className="mb-1 block text-xs font-medium text-plum-700">CSV file</span>
            <input
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setResult(null);
              }}
              className="block text-sm"
            />
          </label>
          {file ? (
            <p className="text-xs text-plum-700">
              {file.name}, {(file.size / 1024).toFixed(0)} KB
            </p>
          ) : null}
          {tooLarge ? <ErrorText>{`A file can be at most ${PRODUCT_CSV_MAX_MB} MB`}</ErrorText> : null}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={quietButtonClass}
              disabled={!file || tooLarge || running !== null}
              onClick={() => void run(true)}
            >
              <FileUp aria-hidden size={14} /> Check file
            </button>
            <button
              type="button"
              className={buttonClass}
              disabled={!file || file !== checkedFile || running !== null}
              onClick={() => void run(false)}
            >
              Import
            </button>
          </div>
          <p className="text-xs text-plum-700">
            Check the file first: Import is ready once a check finds no problem.
          </p>
          {phase && running ? <Progress phase={phase} dryRun={running === 'check'} /> : null}
          {failure ? <ErrorText>{failure}</ErrorText> : null}
          {result ? <Result result={result} /> : null}
        </div>
      </Panel>
    </div>
  );
}
