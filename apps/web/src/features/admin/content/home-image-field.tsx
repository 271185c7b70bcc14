import { ImageListEditor } from '../media/image-list-editor';

/**
 * One picture (a slider card's image or background, an offer's image) through the console's
 * picture list, so uploading, dropping and typing an address work as on a product. A card has
 * one picture: a newly added one replaces the old.
 */
export function HomeImageField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
}) {
  // a fieldset is as wide as its longest line by default: a long address would widen a phone's page
  return (
    <div className="min-w-0 [&_fieldset]:min-w-0">
      <ImageListEditor
        label={label}
        value={value ? [value] : []}
        onChange={(urls) => onChange(urls.at(-1) ?? '')}
        error={error}
      />
    </div>
  );
}
