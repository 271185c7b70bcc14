/**
 * What other features may use of the catalogue: the same reads its routes answer with (the
 * served pages put a product's and a category's data into the HTML).
 */
export { catalogueRoutes } from './routes';
export { categoryList, productPage, singleProduct, sliderList } from './service';
