/** Filled by the catalogue console work (issue 10). */
export function AdminCouponsPage(_: { id: string }) {
  return <h1 className="font-display text-2xl">Coupons</h1>;
}
