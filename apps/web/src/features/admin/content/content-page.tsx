import { SectionedPage } from '../settings-panel';
import { SiteMetaSection } from './meta-form';
import { PagesSection } from './pages-editor';
import { HelpNumbersSection } from './shop-help-form';
import { ShopProfileSection } from './shop-profile-form';

const SECTIONS = [
  { id: 'profile', label: 'Shop profile', render: (owner: boolean) => <ShopProfileSection owner={owner} /> },
  { id: 'help', label: 'Help numbers', render: (owner: boolean) => <HelpNumbersSection owner={owner} /> },
  {
    id: 'meta',
    label: 'Site details and scripts',
    render: (owner: boolean) => <SiteMetaSection owner={owner} />,
  },
  { id: 'pages', label: 'Pages', render: (owner: boolean) => <PagesSection owner={owner} /> },
];

/**
 * /admin/content, "Shop and pages": the shop profile, help numbers, site meta with the script
 * origins it allows, and the policy and about pages. Staff may read; the owner changes them,
 * and every change reaches the storefront at once (docs/api.md, "Console: shop and pages").
 */
export function AdminContentPage(_: { id?: string }) {
  return <SectionedPage title="Shop and pages" sections={SECTIONS} />;
}
