/** Filled by the catalogue console work (issue 10). */
export function AdminContentPage(_: { id: string }) {
  return <h1 className="font-display text-2xl">Home and content</h1>;
}
