import { mediaAtWidth, productImageSchema } from '@storefront/shared';
import { ImageUp, Plus } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { uploadPictures } from '../api/media';
import { onEnter } from '../form-fields';
import { ListEntryButtons } from '../row-actions';
import { inputClass, quietButtonClass } from '../ui';

/**
 * The list of image addresses of a product, the first one its main image: drop or choose
 * pictures to upload them (the server checks and converts them), or add an address; remove,
 * and move up or down. `single`: one picture (a slider card's, a logo), which a new one replaces.
 */
export function ImageListEditor({
  label,
  value,
  onChange,
  error,
  single = false,
}: {
  label: string;
  value: string[];
  onChange: (urls: string[]) => void;
  /** The form's message for the list (none at all, or one bad address). */
  error?: string;
  single?: boolean;
}) {
  const addUrls = (urls: string[]) => {
    const fresh = urls.filter((url) => !value.includes(url));
    if (fresh.length > 0) onChange(single ? [fresh.at(-1)!] : [...value, ...fresh]);
  };
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = refusal ?? error;
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  const upload = async (files: File[]) => {
    if (files.length === 0 || progress !== null) return;
    setRefusal(null);
    setProgress(0);
    try {
      const { items } = await uploadPictures(single ? files.slice(-1) : files, setProgress);
      addUrls(items.map((item) => item.url));
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setProgress(null);
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload([...event.dataTransfer.files]);
  };

  const add = () => {
    const checked = productImageSchema.safeParse(draft);
    if (!checked.success) {
      setRefusal(checked.error.issues[0]?.message ?? null);
      return;
    }
    setRefusal(null);
    setDraft('');
    // an image twice on one product shows nothing new
    addUrls([checked.data]);
  };

  return (
    // min-w-0: a fieldset is as wide as its longest line by default, and a long address would widen a phone's page
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-xs font-medium text-plum-700">{label}</legend>
      {value.length > 0 ? (
        <ol className="space-y-2">
          {value.map((url, index) => (
            <li key={url} className="flex items-center gap-2 rounded-lg border border-ivory-300 bg-white p-2">
              <img src={mediaAtWidth(url, 320)} alt="" className="size-10 shrink-0 rounded object-cover" />
              <span className="min-w-0 flex-1 truncate text-sm">
                {url}
                {index === 0 && !single ? <span className="ml-2 text-xs text-mrp">(main image)</span> : null}
              </span>
              <ListEntryButtons
                items={value}
                index={index}
                what={`image ${index + 1}`}
                onChange={onChange}
                movable={!single}
              />
            </li>
          ))}
        </ol>
      ) : null}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse's shortcut; the choose-files button inside is the keyboard's way */}
      <div
        className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-4 text-center text-sm ${
          dragging ? 'border-plum-500 bg-plum-50' : 'border-ivory-300 bg-ivory-50'
        }`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="image-drop-zone"
      >
        <ImageUp aria-hidden size={20} className="text-plum-700" />
        {progress === null ? (
          <p>
            {single ? 'Drop a picture here or' : 'Drop pictures here or'}{' '}
            <button
              type="button"
              className="font-medium text-plum-800 underline"
              onClick={() => picker.current?.click()}
            >
              choose files
            </button>
          </p>
        ) : (
          <p role="status">
            Uploading… {Math.round(progress * 100)}%
            <progress className="ml-2 align-middle" max={1} value={progress} />
          </p>
        )}
        <input
          ref={picker}
          type="file"
          accept="image/*"
          multiple={!single}
          hidden
          aria-label={`${label}: pictures to upload`}
          onChange={(event) => {
            void upload([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="url"
          aria-label={`${label}: address to add`}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${inputId}-error` : undefined}
          placeholder="/media/… or https://…"
          className={inputClass}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onEnter(add)}
        />
        <button type="button" className={quietButtonClass} onClick={add}>
          <Plus aria-hidden size={14} /> Add
        </button>
      </div>
      {shown ? (
        <p id={`${inputId}-error`} role="alert" className="text-xs text-sale">
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}
