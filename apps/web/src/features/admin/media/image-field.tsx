import { ImageListEditor } from './image-list-editor';

/**
 * One picture (a slider card's image or background, an offer's image, the logo, the icon)
 * through the console's picture list, so uploading, dropping and typing an address work as on
 * a product; a newly added one replaces the old.
 */
export function ImageField({
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
  return (
    <ImageListEditor
      label={label}
      value={value ? [value] : []}
      onChange={(urls) => onChange(urls[0] ?? '')}
      error={error}
      single
    />
  );
}
