import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
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

/** An ImageField on a form's field by name, its value, changes and error wired as each form had by hand. */
export function FormImageField<F extends FieldValues, T>({
  control,
  name,
  label,
}: {
  control: Control<F, unknown, T>;
  name: Path<F>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageField
          label={label}
          value={field.value ? String(field.value) : ''}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
