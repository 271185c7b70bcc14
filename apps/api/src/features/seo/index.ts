// The seo feature's public surface: robots.txt and the sitemap, served at the site's root.
export { type SeoOptions, seoRoutes } from './routes';
