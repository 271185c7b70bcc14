/** The console's catalogue: products, stock and categories (routes.ts), and what the CSV import shares. */

export { allProducts, lowStockThreshold } from './product-reads';
export { toProductInput } from './product-shape';
export { catalogueAdminRoutes } from './routes';
