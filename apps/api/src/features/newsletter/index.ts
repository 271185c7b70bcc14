/** The newsletter: public sign-up and unsubscribe, and the subscriber list the console reads. */
export { allSubscribers, listSubscribers, type Subscriber } from './repository';
export { newsletterRoutes } from './routes';
