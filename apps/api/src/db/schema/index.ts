export * from './accounts';
export * from './catalogue';
export * from './commerce';
export * from './operations';
export * from './staff';
