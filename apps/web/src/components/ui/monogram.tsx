/** The first letter of a name, drawn as a badge in place of a picture (`fallback` for an empty name). */
export function Monogram({
  name,
  fallback,
  className,
}: {
  name: string;
  fallback: string;
  className: string;
}) {
  return (
    <span className={className} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || fallback}
    </span>
  );
}
