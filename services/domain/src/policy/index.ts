export * from './categories';
export * from './events';
export * from './settings';
export * from './evaluate';
export * from './outcome';
export * from './explanation';
