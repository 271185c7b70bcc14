import { useShopProfile } from '@/features/content';
import { usePageTitle } from '@/lib/page-title';
import { CategoryTiles } from './category-tiles';
import { HeroSlider } from './hero-slider';
import { NewArrivals } from './new-arrivals';
import { OffersStrip } from './offers-strip';

export function HomePage() {
  const profile = useShopProfile();
  usePageTitle(null);
  return (
    <>
      <h1 className="sr-only">
        {profile.data ? `${profile.data.orignal_logoname}: ${profile.data.tag_line}` : 'Home'}
      </h1>
      <HeroSlider />
      <CategoryTiles />
      <NewArrivals />
      <OffersStrip />
    </>
  );
}

export default HomePage;
