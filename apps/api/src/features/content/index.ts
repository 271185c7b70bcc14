/** What other features may use of content: letting a device go when its customer logs out. */
export { releaseDevice } from './push';
