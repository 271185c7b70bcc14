export * from './accounts';
export * from './catalogue';
export * from './commerce';
export * from './staff';
