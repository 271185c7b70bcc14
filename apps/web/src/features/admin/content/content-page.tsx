import { usePageTitle } from '@/lib/page-title';
import { useAdminSession } from '../session';
import { SiteMetaSection } from './meta-form';
import { PagesSection } from './pages-editor';
import { HelpNumbersSection } from './shop-help-form';
import { ShopProfileSection } from './shop-profile-form';

const SECTIONS = [
  ['profile', 'Shop profile'],
  ['help', 'Help numbers'],
  ['meta', 'Site details and scripts'],
  ['pages', 'Pages'],
] as const;

/**
 * /admin/content, "Shop and pages": the shop profile, help numbers, site meta with the script
 * origins it allows, and the policy and about pages. Staff may read; the owner changes them,
 * and every change reaches the storefront at once (docs/api.md, "Console: shop and pages").
 */
export function AdminContentPage(_: { id?: string }) {
  usePageTitle('Shop and pages · Console');
  const { staff } = useAdminSession();
  const owner = staff?.role === 'owner';
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-3xl text-plum-900">Shop and pages</h1>
      <nav aria-label="Sections" className="flex flex-wrap gap-2 text-sm">
        {SECTIONS.map(([id, label]) => (
          <a
            key={id}
            href={`#${id}`}
            className="rounded-full border border-ivory-300 bg-white px-3 py-1 text-plum-800 hover:bg-ivory-100"
          >
            {label}
          </a>
        ))}
      </nav>
      <div id="profile" className="scroll-mt-20">
        <ShopProfileSection owner={owner} />
      </div>
      <div id="help" className="scroll-mt-20">
        <HelpNumbersSection owner={owner} />
      </div>
      <div id="meta" className="scroll-mt-20">
        <SiteMetaSection owner={owner} />
      </div>
      <div id="pages" className="scroll-mt-20">
        <PagesSection owner={owner} />
      </div>
    </div>
  );
}
