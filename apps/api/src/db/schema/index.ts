export * from './accounts';
export * from './catalogue';
export * from './commerce';
export * from './content';
export * from './operations';
export * from './staff';
