/** Filled by the console work (issue 10). */
export function AdminHomeContentPage(_: { id: string }) {
  return <h1 className="font-display text-2xl">Home page</h1>;
}
