/** The console's catalogue: products, stock and categories (routes.ts), and what the CSV import shares. */

export { toProductInput } from './product-shape';
export { allProducts } from './products-service';
export { catalogueAdminRoutes } from './routes';
