export { mediaAdminRoutes } from './admin-routes';
export { mediaRoutes } from './routes';
