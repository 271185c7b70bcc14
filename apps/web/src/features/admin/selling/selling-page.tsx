/** Filled by the catalogue console work (issue 10). */
export function AdminSellingRulesPage(_: { id: string }) {
  return <h1 className="font-display text-2xl">Selling rules</h1>;
}
