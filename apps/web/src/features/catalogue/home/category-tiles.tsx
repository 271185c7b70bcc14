import { Link } from 'react-router';
import { placeholderKeys, Skeleton } from '@/components/ui/skeleton';
import { SquareImage } from '@/components/ui/square-image';
import { useCategories } from '../api/get-categories';

/** Active categories by position; a tile opens /category-detail/{category}. */
export function CategoryTiles() {
  const categories = useCategories();
  if (categories.isError) return null;
  const tiles = (categories.data ?? [])
    .filter((category) => category.status.toLowerCase() === 'active')
    .sort((a, b) => a.position - b.position);
  return (
    <section aria-labelledby="categories-heading" className="container-page py-10">
      <SectionHeading id="categories-heading" eyebrow="Explore" title="Shop by Category" />
      {/* phones scroll one row; wider screens fit as many 7.5 rem tiles per row as the width allows */}
      <ul className="relative -mx-4 flex gap-4 overflow-x-auto px-4 pb-2 scrollbar-none sm:mx-0 sm:grid sm:grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] sm:gap-x-4 sm:gap-y-6 sm:overflow-visible sm:px-0">
        {categories.isPending
          ? placeholderKeys(6).map((key) => (
              <li key={key} className="flex w-24 shrink-0 flex-col items-center gap-2 sm:w-auto">
                <Skeleton className="aspect-square w-full rounded-full" />
                {/* the name under the tile */}
                <Skeleton className="h-5 w-3/4" />
              </li>
            ))
          : tiles.map((category) => (
              <li key={category.id} className="w-24 shrink-0 sm:w-auto">
                <Link
                  to={`/category-detail/${encodeURIComponent(category.category)}`}
                  className="group flex flex-col items-center gap-2 text-center"
                  data-testid="category-tile"
                >
                  <span className="block aspect-square w-full max-w-32 overflow-hidden rounded-full border border-gold-400/40 bg-gradient-to-br from-ivory-50 to-plum-100 p-1 transition-transform group-hover:-translate-y-0.5">
                    <SquareImage
                      src={category.icon}
                      size={160}
                      loading="lazy"
                      className="size-full rounded-full object-cover"
                    />
                  </span>
                  <span className="text-sm font-medium text-plum-900">
                    {category.name || category.category}
                  </span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  description?: string;
}) {
  return (
    <div className="mb-5">
      {eyebrow ? (
        <p className="text-xs font-medium tracking-[0.2em] text-gold-700 uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="font-serif text-2xl text-plum-900 sm:text-3xl">
        {title}
      </h2>
      {description ? <p className="mt-1 max-w-2xl text-sm text-plum-700">{description}</p> : null}
    </div>
  );
}
